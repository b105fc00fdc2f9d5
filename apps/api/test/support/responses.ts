import { ErrorResponseSchema } from '@manara/api-client/schemas';
import * as v from 'valibot';
import { expect } from 'vitest';

/** What `errorOf` reads when a request needs a session it does not carry. */
export const PLEASE_LOG_IN = { status: 401, message: 'Please log in' };
/** What `errorOf` reads when a blocked account asks for what it may no longer have. */
export const BLOCKED = { status: 403, message: 'Your account has been blocked. Please contact support for assistance.' };

/** A 200 (or `status`) JSON response, parsed with the contract's response schema. */
export async function expectSuccess<TSchema extends v.GenericSchema>(
  response: Response,
  schema: TSchema,
  status = 200,
): Promise<v.InferOutput<TSchema>> {
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  return v.parse(schema, body);
}

/** A JSON error in the contract's shape: `fail` for 4xx, `error` for 5xx. */
export async function expectError(response: Response, status: number, message?: string) {
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = v.parse(ErrorResponseSchema, await response.json());
  expect(response.status, body.message).toBe(status);
  expect(body.status).toBe(status >= 500 ? 'error' : 'fail');
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}
