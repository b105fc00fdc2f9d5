import * as v from 'valibot';

/** Every successful response is wrapped as `{ status: 'success', data }`. */
export const successEnvelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.literal('success'), data });

/**
 * The session's cookies (decision 006): the client sends the token from the first as a bearer token,
 * and the server reads it itself on the pages the browser loads without the client (the sandbox's card page).
 */
export const AUTH_COOKIE = 'manara_token';
export const ROLE_COOKIE = 'manara_role';
/** The reader's chosen language (`en` or `ar`), so the server renders pages in it (decision 056). */
export const LOCALE_COOKIE = 'manara_locale';

export const PaginationSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hasNextPage: v.boolean(),
  hasPreviousPage: v.boolean(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;
