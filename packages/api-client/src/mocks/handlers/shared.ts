import { delay, HttpResponse } from 'msw';
import { INTERNAL_ERROR_MESSAGE, type ErrorResponse } from '../../schemas/common';

/** Matches the API on any origin, so the same handlers serve the browser and Node. */
export const api = (path: string) => `*/api${path}`;

/** As the API answers: `fail` for the client's mistakes (4xx), `error` for the server's own (5xx). */
export const errorResponse = (status: number, message: string) =>
  HttpResponse.json<ErrorResponse>({ status: status >= 500 ? 'error' : 'fail', message }, { status });

export const serverError = () => errorResponse(500, INTERNAL_ERROR_MESSAGE);

/** A request that never answers: the loading state, held. */
export const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
