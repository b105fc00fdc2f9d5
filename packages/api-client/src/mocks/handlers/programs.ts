import { http, HttpResponse } from 'msw';
import { api, serverError } from './shared';

/** `POST /api/email`: the contact form, stored and on its way. */
export const contactEmail = {
  default: http.post(api('/email'), () => HttpResponse.json({ status: 'success', data: { message: 'Message sent successfully!' } }, { status: 201 })),
  error: http.post(api('/email'), serverError),
};

/** The programmes' and the contact form's handlers keyed per resource; a story overrides one key. */
export const programHandlers = {
  contactEmail: contactEmail.default,
};
