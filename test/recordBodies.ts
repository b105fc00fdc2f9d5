import { http } from 'msw';

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
