import type { ErrorResponse } from '@manara/api-client/schemas';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type * as v from 'valibot';

/** What a response schema accepts: the body this server sends. */
export type ResponseBody<TSchema extends v.GenericSchema> = v.InferInput<TSchema>;

/** The body of every successful response. */
export const success = <TData>(data: TData) => ({ status: 'success' as const, data });

/** `fail` is the client's mistake (4xx), `error` is ours (5xx). */
export function errorBody(status: number, message: string): ErrorResponse {
  return { status: status >= 500 ? 'error' : 'fail', message };
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string) {
  return c.json(errorBody(status, message), status);
}

/** Thrown from a handler to answer with a JSON error; `message` is shown to the user. */
export function httpError(status: ContentfulStatusCode, message: string): HTTPException {
  return new HTTPException(status, { message });
}

/** The one JSON 404, for whatever the API, the media or the site cannot answer. */
export const notFound = (c: Context) => errorResponse(c, 404, 'Not found');
