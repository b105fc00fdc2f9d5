import * as v from 'valibot';
import { ErrorResponseSchema } from './schemas/common';

export const AUTH_COOKIE = 'manara_token';
export const ROLE_COOKIE = 'manara_role';

/** A failed call: `message` is the server's own when it sent one, else the caller's default. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;

  constructor({ message, status }: { message: string; status: number }) {
    super(message);
    this.status = status;
  }
}

export interface ApiClientOptions {
  /** Where the API lives; `/api` on the same origin by default. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** Returns the bearer token, if any. Reads the auth cookie by default. */
  getToken?: () => string | undefined;
  /** Called on any 401. Clears the auth and role cookies by default. */
  onUnauthorized?: () => void;
}

export interface RequestOptions<TSchema extends v.GenericSchema> {
  path: string;
  schema: TSchema;
  /** Shown when the server gives no message of its own. */
  fallbackMessage: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export interface ApiClient {
  request<TSchema extends v.GenericSchema>(options: RequestOptions<TSchema>): Promise<v.InferOutput<TSchema>>;
}

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  for (const part of document.cookie.split('; ')) {
    const [key, ...rest] = part.split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function clearSessionCookies(): void {
  if (typeof document === 'undefined') return;
  for (const name of [AUTH_COOKIE, ROLE_COOKIE]) {
    document.cookie = `${name}=; Max-Age=0; Path=/; SameSite=Strict; Secure`;
  }
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
  getToken = () => readCookie(AUTH_COOKIE),
  onUnauthorized = clearSessionCookies,
}: ApiClientOptions = {}): ApiClient {
  return {
    async request({ path, schema, fallbackMessage, method = 'GET', query, body, signal }) {
      const headers = new Headers({ Accept: 'application/json' });
      const token = getToken();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('Content-Type', 'application/json');

      let response: Response;
      try {
        response = await fetchImpl(buildUrl(baseUrl, path, query), {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal,
        });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new ApiError({ message: fallbackMessage, status: 0 });
      }

      const json = await readJson(response);
      if (!response.ok) {
        if (response.status === 401) onUnauthorized();
        const error = v.safeParse(ErrorResponseSchema, json);
        throw new ApiError({
          message: error.success && error.output.message ? error.output.message : fallbackMessage,
          status: response.status,
        });
      }

      const parsed = v.safeParse(schema, json);
      if (!parsed.success) throw new ApiError({ message: fallbackMessage, status: response.status });
      return parsed.output;
    },
  };
}

/** The client the site uses: same origin, `/api`. */
export const apiClient = createApiClient();
