import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { jsonText } from './compression';
import { replaceAnswer } from './replace-answer';
import { API_SECURITY_HEADERS, SECURITY_HEADERS } from './security-headers';

/** An id a client or proxy sends (`X-Request-Id`) is kept when it is this short and plain; else one is made. */
export const MAX_REQUEST_ID_LENGTH = 64;
const PLAIN_ID = /^[\w\-=]+$/;

const API_SECURITY_RECORD: Readonly<Record<string, string>> = Object.fromEntries(API_SECURITY_HEADERS);
/** `application/json`, and the JSON of a vocabulary (`application/ld+json`, `application/problem+json`…). */
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

/**
 * The request's id (`c.get('requestId')`), and the headers every answer carries: the security policy and that id,
 * answered so a person reporting a problem can quote it. Comes first, so that it sees every answer last.
 *
 * - A JSON answer carries the short policy of an API (`API_SECURITY_HEADERS`), anything else (a page, a file, a
 *   picture) the page policy (`SECURITY_HEADERS`). No handler can weaken either: they are set last.
 * - An answer under `/api/` is not kept by a browser or a proxy (`Cache-Control: no-store`) unless its route says
 *   it may: they hold sessions, profiles and payments.
 * - A JSON answer built by `c.json` (`jsonText`) is sent as one plain record of headers: its own, its length, then
 *   these. Node's server writes such a record as it is, where web `Headers` would check each name and value, sort
 *   them, and be read back into a record. Any other answer gets them set on its headers.
 */
export const answerHeaders = (): MiddlewareHandler<{ Variables: RequestIdVariables }> => async (c, next) => {
  const sent = c.req.header('X-Request-Id');
  const requestId = sent !== undefined && sent.length <= MAX_REQUEST_ID_LENGTH && PLAIN_ID.test(sent) ? sent : crypto.randomUUID();
  c.set('requestId', requestId);
  await next();
  const { res } = c;
  const api = c.req.path.startsWith('/api/');
  const text = jsonText(res);
  // Several cookies need a list, which a plain record cannot carry to a web Response.
  if (text !== undefined && res.headers.getSetCookie().length === 0) {
    const headers: Record<string, string> = {};
    for (const [name, value] of res.headers) headers[name] = value;
    headers['content-length'] = String(Buffer.byteLength(text));
    if (api) headers['cache-control'] ??= 'no-store';
    Object.assign(headers, API_SECURITY_RECORD);
    headers['x-request-id'] = requestId;
    delete headers['x-powered-by'];
    replaceAnswer(c, new Response(text, { status: res.status, headers }));
    return;
  }
  const { headers } = res;
  if (api && !headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
  for (const [name, value] of JSON_TYPE.test(headers.get('Content-Type') ?? '') ? API_SECURITY_HEADERS : SECURITY_HEADERS) headers.set(name, value);
  headers.set('X-Request-Id', requestId);
  headers.delete('X-Powered-By');
};
