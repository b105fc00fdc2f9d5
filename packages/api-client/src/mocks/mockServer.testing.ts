import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { ErrorResponseSchema } from '../schemas';

// HTTPS, as the site is served: msw keeps the session's cookies, which are Secure, only over a secure origin.
const origin = 'https://manara.test';

/** One mock server for a test file: listening for the whole file, back to `handlers` after each test. */
export function serveMocks(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  /** Calls `/api{path}` and reads the JSON it answers. */
  const call = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${origin}/api${path}`, init);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  /** Calls `/api{path}` and checks the error envelope: `expected` status, 'error' from 500 on ('fail' below), and `message` when given. */
  const expectErrorAnswer = async (path: string, init: RequestInit | undefined, expected: number, message?: string) => {
    const { status, body } = await call(path, init);
    expect(status).toBe(expected);
    const error = v.parse(ErrorResponseSchema, body);
    expect(error.status).toBe(status >= 500 ? 'error' : 'fail');
    if (message !== undefined) expect(error.message).toBe(message);
  };

  /** Whether `/api{path}` answers within 200 ms: a loading handler must leave it `pending`. */
  const answerWithin200ms = (path: string, init?: RequestInit) =>
    Promise.race([
      fetch(`${origin}/api${path}`, init).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
    ]);

  return { server, call, expectErrorAnswer, answerWithin200ms };
}
