import { delay, HttpResponse } from 'msw';
import type { ErrorCode, ErrorDetails } from '../../schemas/error-codes';
import { ERRORS, errorBody } from '../../schemas/errors';

/** Matches the API on any origin, so the same handlers serve the browser and Node. */
export const api = (path: string) => `*/api${path}`;

/** As the API answers `code`: the same body, with the code's status. */
export const errorResponse = (code: ErrorCode, details?: ErrorDetails, { headers }: { headers?: Headers } = {}) =>
  HttpResponse.json(errorBody(code, details), { status: ERRORS[code].status, ...(headers ? { headers } : {}) });

export const serverError = () => errorResponse('INTERNAL');

/** A request that never answers: the loading state, held. */
export const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};
