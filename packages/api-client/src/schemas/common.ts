import * as v from 'valibot';

/** Every successful response is wrapped as `{ status: 'success', data }`. */
export const successEnvelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.literal('success'), data });

/**
 * The session's cookies, both set and cleared by the server (decision 065): the token, which no script can
 * read (`HttpOnly`, and `__Host-` so no other host can plant one), and a hint that a session exists and
 * whose role it has, which the site reads to know who is signed in. The hint grants nothing.
 */
export const AUTH_COOKIE = '__Host-manara_session';
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
