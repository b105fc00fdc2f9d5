import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver, type RequestHandler } from 'msw';
import type { ErrorCode, ErrorDetails } from '../../schemas/error-codes';
import { ERRORS, errorBody } from '../../schemas/errors';

/** Matches the API on any origin, so the same handlers serve the browser and Node. */
export const api = (path: string) => `*/api${path}`;

/** As the API answers `code`: the same body, with the code's status. */
export const errorResponse = (code: ErrorCode, details?: ErrorDetails, { headers }: { headers?: Headers } = {}) =>
  HttpResponse.json(errorBody(code, details), { status: ERRORS[code].status, ...(headers ? { headers } : {}) });

export const serverError = () => errorResponse('INTERNAL');

/** A request that never answers: the loading state, held. */
export const never = async () => {
  await delay('infinite');
  return new HttpResponse(null);
};

/**
 * The states of one route, its method and address said once: each state is a handler on `method path`
 * that answers with the state's resolver. A story picks one (`usersLogin.invalidCredentials`). Every route
 * also has `error` (the server failing) and `loading` (no answer, ever), unless it gives its own.
 */
export function routeStates<TState extends string>(
  method: 'get' | 'post' | 'put' | 'patch' | 'delete',
  path: string,
  resolvers: Record<TState, HttpResponseResolver>,
): Record<TState | 'error' | 'loading', HttpHandler> {
  const states = Object.entries<HttpResponseResolver>({ error: serverError, loading: never, ...resolvers });
  return Object.fromEntries(states.map(([state, resolver]) => [state, http[method](api(path), resolver)])) as Record<TState | 'error' | 'loading', HttpHandler>;
}

/**
 * A file's handlers as a story starts from them: each resource's `default` under the resource's name, in the
 * order given (msw tries them in that order). A story overrides one key.
 */
export function defaultsOf<TResources extends Record<string, { default: RequestHandler | readonly RequestHandler[] }>>(
  resources: TResources,
): { [TName in keyof TResources]: TResources[TName]['default'] } {
  const defaults = Object.entries(resources).map(([name, states]) => [name, states.default]);
  return Object.fromEntries(defaults) as { [TName in keyof TResources]: TResources[TName]['default'] };
}
