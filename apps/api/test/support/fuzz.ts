import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ERRORS, ErrorResponseSchema } from '@manara/api-client/schemas';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import * as v from 'valibot';
import { expect } from 'vitest';
import * as schema from '../../src/db/schema';
import type { RateLimits } from '../../src/http/rate-limits';
import type { AccountsApi } from './accounts-api';

/*
 * Arbitraries and checks for `fuzz.test.ts`: requests that are anything from nonsense to nearly right, and
 * what every answer to them must be (no 5xx, the contract's error shape, nothing internal, nothing stored).
 */

/** Runs per route: 100 unless `FUZZ_RUNS` says otherwise (10000 for a long run). */
export function fuzzRuns(): number {
  const given = process.env.FUZZ_RUNS;
  if (given === undefined || given === '') return 100;
  const runs = Number(given);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`FUZZ_RUNS must be a whole number from 1, not ${given}`);
  return runs;
}

/** The seed `npm test` runs with, so a red run is the same on every machine and says what to fix, not luck. */
export const FIXED_SEED = 20_261_125;

/**
 * `FUZZ_SEED`: a number replays that run (fast-check prints the seed and path with a failure); `random` explores
 * cases no run has tried (with `FUZZ_RUNS=10000`, before a release). Unset: `FIXED_SEED`.
 */
export function fuzzSeed(): number | undefined {
  const given = process.env.FUZZ_SEED;
  if (given === undefined || given === '') return FIXED_SEED;
  if (given === 'random') return undefined;
  const seed = Number(given);
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be a whole number or random, not ${given}`);
  return seed;
}

const UNLIMITED = { limit: 1_000_000_000, windowMs: 60_000 };
const UNLIMITED_PAIR = { perIp: UNLIMITED, perAccount: UNLIMITED };
/** Every limit out of the way, the contact form's and certificate lookups' too: a 429 would hide the route behind it. */
export const FUZZ_RATE_LIMITS: RateLimits = {
  login: UNLIMITED_PAIR,
  register: UNLIMITED_PAIR,
  forgotPassword: UNLIMITED_PAIR,
  resetPassword: UNLIMITED_PAIR,
  photoUpload: UNLIMITED_PAIR,
  certificateLookup: UNLIMITED,
  contact: UNLIMITED_PAIR,
};

// Strings ---------------------------------------------------------------------

/** A UTF-16 code unit from the surrogate range, alone: not valid Unicode, still valid in a JSON string. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((unit) => String.fromCharCode(unit));
/** Characters that have broken parsers, logs and databases before. */
const trickyChar = fc.constantFrom(
  '\u0000', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u00a0', '\u200b', '\u200e', '\u202e',
  '\u2028', '\u2029', '\ufeff', '\uffff', '\ufffd', '"', "'", '\\', '/', '%', '&', '=', '?', '#', '<', '>', '`', '$', '{', '}',
  'é', 'ß', 'İ', 'ﬁ', 'ع', 'منارة', '𝕏', '😀', '👩‍👩‍👧', 'e\u0301',
);
const char = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: trickyChar },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: loneSurrogate },
);

/** Words that mean something to a database, a shell, a template or a JavaScript object. */
const LOADED_WORDS = [
  "' or '1'='1",
  "'; drop table users; --",
  '1; select pg_sleep(1)',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-0',
  'true',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  '../../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%zz',
  '%',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '0x1F',
  '1e309',
  '9'.repeat(40),
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];

/** Any text, mostly short, sometimes long or made of loaded words. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.string({ unit: char, maxLength: 30 }) },
  { weight: 2, arbitrary: fc.constantFrom(...LOADED_WORDS) },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '  \t ', '\n') },
  { weight: 1, arbitrary: fc.tuple(fc.string({ unit: char, maxLength: 5 }), fc.integer({ min: 100, max: 6000 })).map(([unit, times]) => (unit || 'x').repeat(times)) },
);

/** Any JSON value, with text from `nastyString`'s characters and keys that name a prototype now and then. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: fc.jsonValue({ maxDepth: 4, stringUnit: char }) },
  { weight: 2, arbitrary: nastyString },
  { weight: 1, arbitrary: fc.constantFrom(0, -1, 1.5, -0, 2 ** 53, -(2 ** 53), 1e308, -1e308, 5e-324, true, false, null, [], {}) },
  { weight: 1, arbitrary: fc.integer({ min: 50, max: 3000 }).map((depth) => nested(depth)) },
  {
    weight: 1,
    arbitrary: fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'valueOf'), fc.jsonValue({ maxDepth: 2 })), {
      minLength: 1,
      maxLength: 3,
    }).map((entries) => Object.fromEntries(entries)),
  },
);

/** `[[[…]]]`, `depth` deep. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

// URLs --------------------------------------------------------------------------

/**
 * `encodeURIComponent`, except that a lone surrogate (which it refuses) is written as the bytes a careless
 * encoder would send for it: percent-encoded, and not valid UTF-8.
 */
export function encodeComponent(text: string): string {
  let encoded = '';
  for (const piece of text.match(/[\ud800-\udbff][\udc00-\udfff]|[\s\S]/g) ?? []) {
    const unit = piece.charCodeAt(0);
    if (piece.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      encoded += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else encoded += encodeURIComponent(piece);
  }
  return encoded;
}

/** Path pieces sent as they are: broken escapes, dot segments, things a router may choke on. */
const RAW_SEGMENTS = ['%', '%zz', '%E0%A4%A', '%ff', '%00', '%2e%2e', '..%2f..%2fetc%2fpasswd', '%2F', 'a%20b', ';', ':id', '*', '~', '.', '..', '%u0041', '%C0%AF'];

/**
 * One path segment standing for an id: the real ones `real`, near misses of them, other UUIDs, numbers,
 * certificate-shaped ids, and any text (encoded), long or loaded.
 */
export const pathSegment = (real: readonly string[] = []): fc.Arbitrary<string> =>
  fc.oneof(
    ...(real.length > 0
      ? [
          { weight: 3, arbitrary: fc.constantFrom(...real) },
          { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...real), fc.constantFrom('x', '0', '%00', '-', '/', '.json')).map(([id, tail]) => `${id}${tail}`) },
          { weight: 1, arbitrary: fc.constantFrom(...real).map((id) => id.toUpperCase()) },
        ]
      : []),
    { weight: 2, arbitrary: fc.uuid() },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double({ noNaN: false })).map(String).map(encodeComponent) },
    { weight: 1, arbitrary: fc.stringMatching(/^[\w-]{22}$/) },
    { weight: 3, arbitrary: nastyString.filter((text) => text !== '').map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );

/**
 * A query string (with its `?`, or empty): some of the route's own `fields`, with values from their
 * arbitraries or any text, repeated now and then, stray keys among them; sometimes plain garbage.
 */
export function queryString(fields: Record<string, fc.Arbitrary<string>> = {}): fc.Arbitrary<string> {
  const names = Object.keys(fields);
  const value = (name: string) => {
    // Own keys only: a stray key may well be `constructor` or `toString`.
    const own = Object.hasOwn(fields, name) ? fields[name] : undefined;
    return own ? fc.oneof({ weight: 3, arbitrary: own }, { weight: 2, arbitrary: nastyString }) : nastyString;
  };
  const key = names.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: nastyString }) : nastyString;
  const pair = key.chain((name) => value(name).map((text) => [name, text] as const));
  const wellFormed = fc
    .tuple(fc.shuffledSubarray(names), fc.array(pair, { maxLength: 4 }))
    .chain(([chosen, extra]) =>
      fc.tuple(...chosen.map((name) => value(name).map((text) => [name, text] as const))).map((own) => [...own, ...extra]),
    )
    .chain((pairs) =>
      fc.constantFrom('encoded', 'brackets', 'bare').map((style) =>
        pairs
          .map(([name, text]) => {
            if (style === 'brackets') return `${encodeComponent(name)}[]=${encodeComponent(text)}`;
            if (style === 'bare' && text === '') return encodeComponent(name);
            return `${encodeComponent(name)}=${encodeComponent(text)}`;
          })
          .join('&'),
      ),
    );
  const garbage = fc.oneof(
    fc.constantFrom('&&&', '=', '==', '&=&', 'a=1=2', '%', '%zz=1', 'page=%', ';', '#frag', '?', '??x=1', '+'),
    fc.string({ unit: fc.constantFrom('a', '=', '&', '%', '+', '1', '?', ';', '[', ']'), maxLength: 20 }),
  );
  return fc.oneof({ weight: 1, arbitrary: fc.constant('') }, { weight: 6, arbitrary: wellFormed }, { weight: 1, arbitrary: garbage }).map((query) => (query === '' ? '' : `?${query}`));
}

/** Page numbers: good ones, and every way a number can be written wrong. */
export const pageValue = fc.oneof(
  fc.integer({ min: 1, max: 5 }).map(String),
  fc.constantFrom('0', '-1', '1.5', '1e3', ' 1', '1 ', '01', '999999', '1000000', '9'.repeat(30), '0x10', '１', '٣', ''),
);

// Bodies ---------------------------------------------------------------------

/** A file in a multipart form: its bytes, name and declared type. */
export interface FormFile {
  bytes: Uint8Array;
  name: string;
  type: string;
}

/** What a request carries: JSON, any text with a content type, a multipart form, or nothing. */
export type Payload =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType?: string }
  | { kind: 'form'; fields: ReadonlyArray<readonly [string, string | FormFile]> };

const json = (value: unknown): Payload => ({ kind: 'json', value });

/** Bodies that are not JSON objects, or not JSON, or not what their content type says. */
export const rawPayload: fc.Arbitrary<Payload> = fc
  .tuple(
    fc.oneof(
      fc.constantFrom(
        '',
        '{',
        '{"a":',
        '}',
        'null',
        '[]',
        'true',
        '"text"',
        '{"a":1,}',
        "{'a':1}",
        '{"a":NaN}',
        '{"a":1} trailing',
        '\u0000',
        '\ufeff{}',
        '{"__proto__":{"role":"admin"}}',
        '{"constructor":{"prototype":{"role":"admin"}}}',
        `${'['.repeat(5000)}${']'.repeat(5000)}`,
        `{"a":"${'x'.repeat(70 * 1024)}"}`,
        'a=1&b=2',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ),
      fc.string({ unit: char, maxLength: 60 }),
      fc.json({ maxDepth: 3 }),
    ),
    fc.option(
      fc.constantFrom(
        'application/json',
        'application/json; charset=utf-16',
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data',
        'multipart/form-data; boundary=x',
        'multipart/form-data; boundary=',
        'application/xml',
        '*/*',
        'garbage',
      ),
      { nil: undefined },
    ),
  )
  .map(([text, contentType]): Payload => (contentType === undefined ? { kind: 'raw', text } : { kind: 'raw', text, contentType }));

/** Extra keys a client might add: the prototype's names, and anything. */
const extraKey = fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'role', 'id', '_id', 'isAdmin', 'amount', 'userId', 'status'), nastyString);

/**
 * The valid body `valid` spoiled a little: one or two fields given any value (or one of `fieldValues`'),
 * one removed, stray keys added (the body stays valid), the whole wrapped or turned into an array.
 */
export function nearValid(valid: Record<string, unknown>, fieldValues: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<unknown> {
  const keys = Object.keys(valid);
  const valueFor = (key: string) => {
    const own = Object.hasOwn(fieldValues, key) ? fieldValues[key] : undefined;
    return own ? fc.oneof(own, anyJson) : anyJson;
  };
  const extended = fc.array(fc.tuple(extraKey, anyJson), { minLength: 1, maxLength: 3 }).map((extra) => Object.fromEntries([...Object.entries(valid), ...extra]));
  const reshaped = fc.constantFrom([valid], { data: valid }, Object.values(valid), JSON.stringify(valid));
  const always = [{ weight: 2, arbitrary: extended }, { weight: 1, arbitrary: reshaped }, { weight: 1, arbitrary: fc.constant<unknown>(valid) }];
  if (keys.length === 0) return fc.oneof(...always);
  const replaced = fc.subarray(keys, { minLength: 1, maxLength: Math.min(2, keys.length) }).chain((chosen) =>
    fc.tuple(...chosen.map((key) => valueFor(key).map((value) => [key, value] as const))).map((changes) => ({ ...valid, ...Object.fromEntries(changes) })),
  );
  const removed = fc.constantFrom(...keys).map((gone) => Object.fromEntries(Object.entries(valid).filter(([key]) => key !== gone)));
  // A text field with one odd character in it often stays valid, so it goes all the way to the database.
  const texts = keys.filter((key) => typeof valid[key] === 'string');
  const twisted = texts.length === 0
    ? []
    : [
        {
          weight: 3,
          arbitrary: fc.tuple(fc.constantFrom(...texts), fc.nat(), fc.string({ unit: char, minLength: 1, maxLength: 3 })).map(([key, at, odd]) => {
            const text = String(valid[key]);
            const cut = at % (text.length + 1);
            return { ...valid, [key]: `${text.slice(0, cut)}${odd}${text.slice(cut)}` };
          }),
        },
      ];
  return fc.oneof({ weight: 5, arbitrary: replaced }, { weight: 2, arbitrary: removed }, ...twisted, ...always);
}

/** A JSON route's bodies: mostly nearly valid, then any JSON, then not JSON at all. */
export const jsonPayload = (valid: Record<string, unknown>, fieldValues: Record<string, fc.Arbitrary<unknown>> = {}): fc.Arbitrary<Payload> =>
  fc.oneof(
    { weight: 5, arbitrary: nearValid(valid, fieldValues).map(json) },
    { weight: 2, arbitrary: anyJson.map(json) },
    { weight: 1, arbitrary: rawPayload },
  );

/** A multipart form: some of `valid`'s fields (or any text in them), stray fields, and maybe a file in `fileField`. */
export function formPayload(valid: Record<string, string>, { fileField, files = [] }: { fileField?: string; files?: readonly FormFile[] } = {}): fc.Arbitrary<Payload> {
  const names = Object.keys(valid);
  const text = (name: string) => fc.oneof({ weight: 2, arbitrary: fc.constant(Object.hasOwn(valid, name) ? (valid[name] ?? '') : '') }, { weight: 1, arbitrary: nastyString });
  const randomFile: fc.Arbitrary<FormFile> = fc.record({
    bytes: fc.uint8Array({ maxLength: 64 }),
    name: nastyString,
    type: fc.constantFrom('image/png', 'image/jpeg', 'text/plain', '', 'application/octet-stream'),
  });
  const file = fileField
    ? fc.option(fc.oneof(...(files.length > 0 ? [fc.constantFrom(...files)] : []), randomFile).map((chosen) => [fileField, chosen] as const), { nil: undefined })
    : fc.constant(undefined);
  return fc
    .tuple(
      fc.subarray(names).chain((chosen) => fc.tuple(...chosen.map((name) => text(name).map((value) => [name, value] as const)))),
      fc.array(fc.tuple(extraKey, nastyString), { maxLength: 2 }),
      file,
    )
    .map(([fields, extra, upload]): Payload => ({ kind: 'form', fields: [...fields, ...extra, ...(upload ? [upload] : [])] }));
}

/** A header value a `Request` accepts: Latin-1, no line breaks or NUL, as sent after trimming. */
export const headerValue = fc.string({ unit: 'binary-ascii', maxLength: 80 }).map((text) => text.replace(/[\0\r\n]/g, '').trim());

// Requests -------------------------------------------------------------------

/** One fuzzed request, printable as fast-check's counterexample: the caller is named, not its token. */
export interface FuzzRequest<TCaller extends string = string> {
  method: string;
  path: string;
  as: TCaller;
  payload?: Payload;
  headers?: Record<string, string>;
}

/** Sends `request` with `token` (none for a visitor). */
export function sendFuzzed(api: AccountsApi, request: FuzzRequest, token: string | undefined): Promise<Response> {
  const { payload, headers = {} } = request;
  const common = { headers, ...(token ? { token } : {}) };
  if (payload?.kind === 'json') return api.send(request.method, request.path, { ...common, body: payload.value });
  if (payload?.kind === 'raw') {
    return api.send(request.method, request.path, { ...common, raw: payload.text, headers: { ...headers, ...(payload.contentType ? { 'Content-Type': payload.contentType } : {}) } });
  }
  if (payload?.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of payload.fields) form.append(name, typeof value === 'string' ? value : new File([value.bytes], value.name, { type: value.type }));
    return api.send(request.method, request.path, { ...common, form });
  }
  return api.send(request.method, request.path, common);
}

// Checks ---------------------------------------------------------------------

/** What would tell a client about the server's insides: stack frames, files, error classes, SQL, driver messages. */
const INTERNALS: readonly RegExp[] = [
  /\bat [^\n()]* \([^()\n]*:\d+:\d+\)/,
  /\bat (?:async )?(?:file:\/\/|node:|\/)\S*:\d+/,
  /node_modules/,
  /node:internal/,
  /(?:^|[\s"'(])\/(?:work|home|usr|tmp|var|opt|root)\//,
  /\.(?:[cm]?[jt]s|tsx?):\d+/,
  /\b(?:Type|Range|Reference|Syntax|URI|Eval|Aggregate|Postgres|Database|Drizzle|DrizzleQuery|Valibot|HTTP)(?:Error|Exception)\b/,
  /\bError: /,
  /\bFailed query\b/i,
  /\bselect\b[\s\S]{0,200}?\bfrom\b/i,
  /\binsert\s+into\b/i,
  /\bupdate\s+"?\w+"?\s+set\b/i,
  /\bdelete\s+from\b/i,
  /\b(?:syntax error at|violates (?:not-null|foreign key|unique|check) constraint|duplicate key value|invalid input syntax|invalid byte sequence|out of range|relation "|column "|SQLSTATE|ECONNREFUSED)/i,
  /\bparams: /,
];

/** Every text `value` holds, its keys too. */
function textsIn(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) textsIn(item, into);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push(key);
      textsIn(item, into);
    }
  } else if (value !== undefined) into.push(String(value));
  return into;
}

const decodeLoosely = (text: string) => {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
};

/** The texts a request sent, as the server may quote them back (decoded, trimmed, lower-cased). */
function sentTexts(request: FuzzRequest): string[] {
  const [pathPart = '', queryPart = ''] = request.path.split('?', 2);
  const sent = [...pathPart.split('/').map(decodeLoosely), ...queryPart.split(/[&=]/).map(decodeLoosely), ...Object.values(request.headers ?? {})];
  const { payload } = request;
  if (payload?.kind === 'json') sent.push(...textsIn(payload.value), JSON.stringify(payload.value) ?? '');
  if (payload?.kind === 'raw') sent.push(payload.text);
  if (payload?.kind === 'form') for (const [name, value] of payload.fields) sent.push(name, typeof value === 'string' ? value : value.name);
  return [...new Set(sent.flatMap((text) => [text, text.trim(), text.toLowerCase(), text.trim().toLowerCase()]))].filter((text) => text.length >= 4).sort((a, b) => b.length - a.length);
}

/**
 * The pieces of `answer` that look like the server's insides, leaving out what the request itself sent
 * (a validation message may quote the value it refused).
 */
export function internalsIn(answer: string, request: FuzzRequest): string[] {
  let rest = answer;
  for (const text of sentTexts(request)) rest = rest.split(text).join('\u0001');
  return INTERNALS.flatMap((pattern) => pattern.exec(rest)?.[0] ?? []);
}

function parseJson(text: string, label: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new Error(`Not JSON, though labelled so: ${label}`);
  }
}

const ERROR_KEYS = new Set(['status', 'code', 'message', 'field', 'retryAfterSeconds']);

/**
 * What every answer must be: below 500; nothing internal in its body; and for a 4xx from the JSON API the
 * contract's error (`fail`, a known code with this status, a message, nothing else). `page` answers are the
 * HTML pages a browser loads (the sandbox's card page, the site), whose errors are pages too.
 */
export async function expectSafeAnswer(response: Response, request: FuzzRequest, { page = false }: { page?: boolean } = {}): Promise<void> {
  const text = await response.text();
  const label = `${request.method} ${request.path.slice(0, 300)} as ${request.as} → ${response.status} ${text.slice(0, 400)}`;
  expect(response.status, label).toBeLessThan(500);
  const isJson = /^application\/json\b/i.test(response.headers.get('content-type') ?? '');
  const parsed = isJson ? parseJson(text, label) : undefined;
  // A JSON body is read as its texts (escapes undone); anything else as it is.
  const answerTexts = isJson ? textsIn(parsed).join('\n') : text;
  expect(internalsIn(answerTexts, request), label).toEqual([]);
  if (response.status < 400 || page) return;
  expect(isJson, label).toBe(true);
  const error = v.parse(ErrorResponseSchema, parsed);
  expect(Object.keys(parsed ?? {}).filter((key) => !ERROR_KEYS.has(key)), label).toEqual([]);
  expect(error.status, label).toBe('fail');
  expect(ERRORS[error.code].status, label).toBe(response.status);
  expect(error.message, label).not.toBe('');
}

// Nothing stored ------------------------------------------------------------------

/** Counted attempts: refused ones are meant to count (decision 052). */
const NOT_FINGERPRINTED = new Set(['rate_limit_hits']);
/** Columns the contact form's background delivery changes after the answer has gone, not the request. */
const BOOKKEEPING: Record<string, readonly string[]> = { contact_messages: ['delivered_at', 'attempts', 'next_attempt_at'] };

const SCHEMA_EXPORTS: unknown[] = Object.values(schema);
const TABLES = SCHEMA_EXPORTS.filter((value): value is PgTable => is(value, PgTable))
  .filter((table) => !NOT_FINGERPRINTED.has(getTableName(table)));

const FingerprintRowsSchema = v.object({ rows: v.tuple([v.record(v.string(), v.string())]) });

/** Every table's row count and a digest of its rows, and the stored files: changes when anything is stored. */
export async function storedState(api: AccountsApi): Promise<Record<string, string>> {
  const digests = TABLES.map((table) => {
    const name = getTableName(table);
    const skipped = BOOKKEEPING[name] ?? [];
    const columns = Object.values(getTableColumns(table))
      .map((column) => column.name)
      .filter((column) => !skipped.includes(column));
    const row = sql.join(columns.map((column) => sql.identifier(column)), sql`, `);
    return sql`(select count(*)::text || ' ' || coalesce(md5(string_agg(r, '|' order by r)), '') from (select row(${row})::text as r from ${sql.identifier(name)}) as t) as ${sql.identifier(name)}`;
  });
  const result: unknown = await api.db.execute(sql`select ${sql.join(digests, sql`, `)}`);
  const [tables] = v.parse(FingerprintRowsSchema, result).rows;
  // Files only: local-disk storage may leave an emptied folder behind, which holds nothing.
  const entries = await readdir(api.uploadDir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  return { ...tables, uploads: files.sort().join('\n') };
}
