import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { jsonText } from './compression';
import { replaceAnswer } from './replace-answer';
import { SECURITY_HEADERS } from './security-headers';

/** An id a client or proxy sends (`X-Request-Id`) is kept when it is this short and plain; else one is made. */
export const MAX_REQUEST_ID_LENGTH = 64;
const PLAIN_ID = /^[\w\-=]+$/;

const SECURITY_RECORD: Readonly<Record<string, string>> = Object.fromEntries(SECURITY_HEADERS.map(([name, value]) => [name.toLowerCase(), value]));

/**
 * The request's id (`c.get('requestId')`), and the headers every answer carries: the security policy and that id,
 * answered so a person reporting a problem can quote it. Comes first, so that it sees every answer last.
 *
 * A JSON answer (`jsonText`) is sent as one plain record of headers: its own, its length, then these. Node's
 * server writes such a record as it is, where web `Headers` would check each name and value, sort them, and be
 * read back into a record; setting the thirteen security headers that way was a fifth of the work of a small
 * answer. Any other answer (a file, a page, a redirect, compressed JSON) gets them set on its headers.
 */
export const answerHeaders = (): MiddlewareHandler<{ Variables: RequestIdVariables }> => async (c, next) => {
  const sent = c.req.header('X-Request-Id');
  const requestId = sent !== undefined && sent.length <= MAX_REQUEST_ID_LENGTH && PLAIN_ID.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId', requestId);
  await next();
  const { res } = c;
  const text = jsonText(res);
  // Several cookies need a list, which a plain record cannot carry to a web Response.
  if (text !== undefined && res.headers.getSetCookie().length === 0) {
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) headers[name] = value;
    headers['content-length'] = String(Buffer.byteLength(text));
    Object.assign(headers, SECURITY_RECORD);
    headers['x-request-id'] = requestId;
    delete headers['x-powered-by'];
    replaceAnswer(c, new Response(text, { status: res.status, headers }));
    return;
  }
  const { headers } = res;
  for (const [name, value] of SECURITY_HEADERS) headers.set(name, value);
  headers.set('X-Request-Id', requestId);
  headers.delete('X-Powered-By');
};
