import { ERRORS, errorBody, tooManyAttemptsMessage, type ErrorCode, type ErrorDetails } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';

export { errorBody };

/** What a response schema accepts: the body this server sends. */
export type ResponseBody<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

/** The body of every successful response. */
export const success = <TData>(data: TData) => ({ status: 'success' as const, data });

const statusOf = (code: ErrorCode) => ERRORS[code].status as ContentfulStatusCode;

export function errorResponse(c: Context, code: ErrorCode, details?: ErrorDetails) {
  return c.json(errorBody(code, details), statusOf(code));
}

/**
 * The 429 of a rate limit: `Retry-After` and the body's `retryAfterSeconds` say when trying again can work.
 * `RATE_LIMITED` with its sentence unless a limit has words of its own (photo uploads).
 */
export function rateLimited(
  c: Context,
  retryAfterMs: number,
  { code = 'RATE_LIMITED', message = tooManyAttemptsMessage(retryAfterMs) }: { code?: 'RATE_LIMITED' | 'PHOTO_RATE_LIMITED'; message?: string } = {},
) {
  const retryAfterSeconds = Math.ceil(retryAfterMs / 1000);
  c.header('Retry-After', String(retryAfterSeconds));
  return errorResponse(c, code, { message, retryAfterSeconds });
}

/** Thrown from a handler to answer with the contract's error for `code`. */
export class ApiFailure extends HTTPException {
  constructor(
    readonly code: ErrorCode,
    readonly details: ErrorDetails = {},
  ) {
    super(statusOf(code), { message: details.message ?? ERRORS[code].message });
  }
}

export const httpError = (code: ErrorCode, details?: ErrorDetails) => new ApiFailure(code, details);

/** The one JSON 404, for whatever the API, the media or the site cannot answer. */
export const notFound = (c: Context) => errorResponse(c, 'NOT_FOUND');
