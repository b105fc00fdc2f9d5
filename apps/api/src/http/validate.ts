import type { Context } from 'hono';
import * as v from 'valibot';
import { httpError } from './responses';

const UuidSchema = v.pipe(v.string(), v.uuid());

/**
 * Whether an id from a path or a notification can be one of ours (rows are keyed by UUID). Anything
 * else is simply not found: asking the database would fail on the type instead.
 */
export const isUuid = (id: string) => v.is(UuidSchema, id);

/** Parses request input with a contract schema; a mismatch is the client's mistake, a 400. */
export function parseRequest<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): v.InferOutput<TSchema> {
  // Not `abortEarly`: a union then reports the option the input nearly matched
  // ("search text is required") instead of only its generic message.
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const issue = mostSpecific(result.issues[0]);
  const field = v.getDotPath(issue);
  throw httpError('VALIDATION', { message: describeIssue(issue), ...(field ? { field } : {}) });
}

/**
 * A union that fails on every option reports its own generic message, with each
 * option's issues inside. When one of those is about a value the client did send
 * (`page=abc`), that says more than "search needs a title or a searchTerm".
 */
function mostSpecific(issue: v.BaseIssue<unknown>): v.BaseIssue<unknown> {
  const sent = issue.issues?.find((inner) => inner.input !== undefined);
  return sent ? mostSpecific(sent) : issue;
}

/** Valibot's own wording ("Invalid type: Expected string but received 1"); the contract's messages never look like this. */
const VALIBOT_DEFAULT_MESSAGE = /^Invalid [^:]+: (?:Expected|Received) /;

/**
 * The contract's own messages name the field ("page must be a whole number from 1") and are
 * sent verbatim, even when they start with "Invalid" ("Invalid email address").
 * Valibot's defaults do not name it, so those get the field's path.
 */
function describeIssue(issue: v.BaseIssue<unknown>): string {
  const path = v.getDotPath(issue);
  if (!path || !VALIBOT_DEFAULT_MESSAGE.test(issue.message)) return issue.message;
  if (issue.input === undefined) return `${path} is required`;
  return `${path}: ${issue.message}`;
}

/**
 * A lone surrogate (`"\ud800"`) is valid JSON but not Unicode text: PostgreSQL stores it as U+FFFD in a
 * text column and refuses the whole insert in a jsonb one (a 500). Every string gets the text column's U+FFFD.
 */
const LONE_SURROGATE = /\p{Cs}/gu;
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value);

/**
 * The body as a JSON object; anything else is a 400, never a 500. No body at all is the empty object, so a
 * route whose fields all have defaults takes it as those (`POST /payments/create/{id}`), and any other names
 * what is missing. "No body" is however the client says it: `Content-Length: 0`, an empty chunked body, or
 * neither a length nor chunks, which HTTP/1.1 reads as an empty body (RFC 9112, 6.3).
 */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text, wellFormed);
  } catch {
    throw httpError('INVALID_JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw httpError('NOT_A_JSON_OBJECT');
  }
  return { ...body };
}

export const isMultipartForm = (c: Context) => /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');

/** A `multipart/form-data` body's fields, the last one winning when a name repeats; anything unreadable is a 400. */
export async function readMultipartForm(c: Context): Promise<Record<string, string | File>> {
  try {
    return await c.req.parseBody();
  } catch {
    throw httpError('INVALID_FORM_DATA');
  }
}
