import { HttpResponse } from 'msw';
import { buildContactDetails } from '../fixtures/contact';
import { success } from '../fixtures/envelope';
import { routeStates } from './shared';

const answer = (details: ReturnType<typeof buildContactDetails>) => () => HttpResponse.json(success(details));

/** `GET /contact-details`: how to reach the team. */
export const contactDetails = routeStates('get', '/contact-details', {
  default: answer(buildContactDetails()),
  /** A server with only the e-mail and phone set: no social links. */
  noSocials: answer(buildContactDetails({ socials: [] })),
});

export const contactHandlers = { contactDetails: contactDetails.default };
