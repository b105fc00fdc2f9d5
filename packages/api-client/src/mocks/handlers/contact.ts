import { http, HttpResponse } from 'msw';
import { buildContactDetails } from '../fixtures/contact';
import { api, never, serverError } from './shared';

const answer = (details: ReturnType<typeof buildContactDetails>) => () => HttpResponse.json({ status: 'success', data: details });

/** `GET /contact-details`: how to reach the team. */
export const contactDetails = {
  default: http.get(api('/contact-details'), answer(buildContactDetails())),
  /** A server with only the e-mail and phone set: no social links. */
  noSocials: http.get(api('/contact-details'), answer(buildContactDetails({ socials: [] }))),
  error: http.get(api('/contact-details'), serverError),
  loading: http.get(api('/contact-details'), never),
};

export const contactHandlers = { contactDetails: contactDetails.default };
