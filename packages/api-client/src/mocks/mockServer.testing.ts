import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

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

  /** Whether `/api{path}` answers within 200 ms: a loading handler must leave it `pending`. */
  const answerWithin200ms = (path: string, init?: RequestInit) =>
    Promise.race([
      fetch(`${origin}/api${path}`, init).then(() => 'answered'),
      new Promise((resolve) => setTimeout(resolve, 200, 'pending')),
    ]);

  return { server, call, answerWithin200ms };
}
