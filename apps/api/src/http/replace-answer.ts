import type { Context } from 'hono';

/**
 * Puts `response` in place of the answer a handler made. Assigned over an answer, Hono's setter copies the old
 * answer's headers into the new one, wrapping its body to do so; cleared first, it takes `response` as it is.
 */
export function replaceAnswer(c: Context, response: Response): void {
  c.res = undefined;
  c.res = response;
}
