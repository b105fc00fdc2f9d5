import { http, HttpResponse } from 'msw';

/*
 * What browser tests do with the API's requests, beside the stories' own handlers.
 */

/**
 * Keeps the JSON body of every request to `path`, in order, and lets the request go on to the handler after
 * it, which answers: `{ usersLogin: [sent.handler, usersLogin.default] }`.
 */
export function recordBodies(method: 'post' | 'put' | 'patch', path: string) {
  const bodies: unknown[] = [];
  const handler = http[method](path, async ({ request }) => {
    bodies.push(await request.clone().json());
  });
  return { bodies, handler };
}

/** A proxy's error page in place of the API's answer: a failure that carries no message of ours. */
export const badGateway = () => new HttpResponse('<html>Bad gateway</html>', { status: 502 });
