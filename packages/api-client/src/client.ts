import * as v from 'valibot';
import { AUTH_COOKIE, ROLE_COOKIE } from './schemas/common';
import type { ErrorCode, ErrorResponse } from './schemas/error-codes';

export { AUTH_COOKIE, ROLE_COOKIE };

/**
 * An error body as the client reads it: the contract's shape, but any code. The list of codes is not
 * needed here (it would weigh on the first page): a code this client does not know matches none of its
 * decisions, and `localizeError` shows the caller's words for it.
 */
const ErrorBodySchema = v.object({
  code: v.string(),
  message: v.string(),
  field: v.optional(v.string()),
  retryAfterSeconds: v.optional(v.number()),
});

/**
 * A failed call. `code` is the server's machine code (the client decides on it, never on the words);
 * `message` is the server's English sentence, or the caller's default when the server sent none (a
 * network failure, an answer that is not ours).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** VALIDATION and some refusals: the request field the answer is about. */
  readonly field: string | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor({ message, status, code, field, retryAfterSeconds }: { message: string; status: number } & Partial<Pick<ErrorResponse, 'code' | 'field' | 'retryAfterSeconds'>>) {
    super(message);
    this.status = status;
    this.code = code;
    this.field = field;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Whether `error` is the API's answer with `code`. */
export const hasErrorCode = (error: unknown, ...codes: ErrorCode[]): error is ApiError =>
  error instanceof ApiError && error.code !== undefined && codes.includes(error.code);

/**
 * What the user reads when a call fails, in English: the server's sentence when it answered with a code,
 * else `fallback` (a network failure, an answer that is not ours, anything that is not an API failure).
 * `localizeError` gives the same in the reader's language.
 */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError && error.code !== undefined ? error.message : fallback;

export interface ApiClientOptions {
  /** Where the API lives; `/api` on the same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /**
   * Returns a bearer token, for a client outside the browser. None by default: a browser's session rides
   * in its cookie, which scripts cannot read (decision 065).
   */
  getToken?: () => string | undefined;
  /** Called on any 401. Forgets the session hint by default. */
  onUnauthorized?: () => void;
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  path: string;
  schema: TSchema;
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  /** Sent as JSON; a `FormData` goes as multipart, its boundary set by the browser. */
  body?: unknown;
  signal?: AbortSignal;
  /** Sent even when the page is being left (a report as the tab closes); small bodies only. */
  keepalive?: boolean;
}

/** A file the API answers (a report's CSV): a GET whose failures are the API's usual JSON errors. */
export interface DownloadOptions {
  path: string;
  fallbackMessage: string;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
}

export interface DownloadedFile {
  blob: Blob;
  /** From `Content-Disposition`; undefined when the answer names none. */
  fileName: string | undefined;
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
  download(options: DownloadOptions): Promise<DownloadedFile>;
}

/**
 * Where the session hint is read: `document` in the browser. Tests pass a jar of their own, so the cookie
 * rules are checked without a DOM.
 */
export interface CookieJar {
  cookie: string;
}

const browserJar = (): CookieJar | undefined => (typeof document === 'undefined' ? undefined : document);

/** The session cookies' rules (docs/product/accounts.md#the-session), which clearing the hint must repeat. */
const SESSION_COOKIE_RULES = 'Path=/; SameSite=Strict; Secure';

function readCookie(name: string, jar = browserJar()): string | undefined {
  if (!jar) return undefined;
  for (const part of jar.cookie.split('; ')) {
    const [key, ...rest] = part.split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

type SessionListener = () => void;
const listeners = new Set<SessionListener>();

/** Called whenever the session may have changed here: a sign-in, a sign-out, any 401. */
export function subscribeToSession(listener: SessionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Tells the listeners that the server has just started or ended the session (its answer set the cookies). */
export function sessionChanged(): void {
  for (const listener of listeners) listener();
}

/**
 * Who is signed in, as far as the page can know: the role in the hint the server sets beside the session
 * cookie, which no script can read (decision 065). No hint, no session.
 */
export function readSessionHint(jar = browserJar()): { role?: string } {
  const role = readCookie(ROLE_COOKIE, jar) || undefined;
  return role === undefined ? {} : { role };
}

/**
 * Forgets the session on this page: the hint goes. The server clears both cookies itself (at sign-out, and
 * with the 401 of a session that ended); this covers an answer that never came.
 */
export function forgetSessionHint(jar = browserJar()): void {
  if (!jar) return;
  jar.cookie = `${ROLE_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_RULES}`;
  sessionChanged();
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions<v.GenericSchema>['query']): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

export function createApiClient({
  baseUrl = '/api',
  // Looked up on every call, so a `fetch` replaced after import (msw in Node, a test spy) is the one used.
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  getToken = () => undefined,
  onUnauthorized = () => forgetSessionHint(),
}: ApiClientOptions = {}): ApiClient {
  /** Sends the request (with the bearer token, if the client has one); a network failure is an `ApiError` with the fallback. */
  async function send(url: string, init: RequestInit, fallbackMessage: string): Promise<Response> {
    const headers = new Headers(init.headers);
    const token = getToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchImpl(url, { ...init, headers });
    } catch (cause) {
      if (init.signal?.aborted) throw cause;
      throw new ApiError({ message: fallbackMessage, status: 0 });
    }
  }

  /** A non-2xx answer as an `ApiError` with the server's code and words (a 401 ends the session). */
  async function failure(response: Response, fallbackMessage: string): Promise<ApiError> {
    if (response.status === 401) onUnauthorized();
    const error = v.safeParse(ErrorBodySchema, await readJson(response));
    if (!error.success) return new ApiError({ message: fallbackMessage, status: response.status });
    const { code, message, field, retryAfterSeconds } = error.output;
    return new ApiError({ message: message || fallbackMessage, status: response.status, code: code as ErrorCode, field, retryAfterSeconds });
  }

  return {
    async request({ path, schema, fallbackMessage, method = 'GET', query, body, signal, keepalive }) {
      const headers = new Headers({ Accept: 'application/json' });
      const multipart = body instanceof FormData;
      if (body !== undefined && !multipart) headers.set('Content-Type', 'application/json');
      const response = await send(
        buildUrl(baseUrl, path, query),
        {
          method,
          headers,
          body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
          signal,
          ...(keepalive ? { keepalive } : {}),
        },
        fallbackMessage,
      );
      if (!response.ok) throw await failure(response, fallbackMessage);
      const parsed = v.safeParse(schema, await readJson(response));
      if (!parsed.success) throw new ApiError({ message: fallbackMessage, status: response.status });
      return parsed.output;
    },

    async download({ path, fallbackMessage, query, signal }) {
      const response = await send(buildUrl(baseUrl, path, query), { signal }, fallbackMessage);
      if (!response.ok) throw await failure(response, fallbackMessage);
      const disposition = response.headers.get('Content-Disposition') ?? '';
      return { blob: await response.blob(), fileName: /filename="([^"]+)"/.exec(disposition)?.[1] };
    },
  };
}

/** Where the site's client sends its calls when not the browser's `fetch`: see `answerApiCallsWith`. */
let serverFetch: typeof fetch | undefined;

/**
 * Has the site's client call `fetchImpl` instead of the network: a server rendering the site's pages
 * answers their calls itself, in the same process (docs/product/public-pages.md#pages-arrive-rendered).
 */
export function answerApiCallsWith(fetchImpl: typeof fetch): void {
  serverFetch = fetchImpl;
}

/** The client the site uses: same origin, `/api`. */
export const apiClient = createApiClient({ fetch: (...args) => (serverFetch ?? globalThis.fetch)(...args) });
