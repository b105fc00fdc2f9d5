import * as v from 'valibot';
import { singleLineText } from './text';

/** Every successful response is wrapped as `{ status: 'success', data }`. */
export const successEnvelope = <TData extends v.GenericSchema>(data: TData) =>
  v.object({ status: v.literal('success'), data });


/**
 * The session's cookies (decision 006): the client sends the token from the first as a bearer token,
 * and the server reads it itself on the pages the browser loads without the client (the sandbox's card page).
 */
export const AUTH_COOKIE = 'manara_token';
export const ROLE_COOKIE = 'manara_role';

/**
 * The one answer to a missing, bad, expired or ended session; the client clears its cookies on any 401
 * (docs/product/errors.md#the-api-envelope).
 */
export const LOGIN_REQUIRED_MESSAGE = 'Please log in';

/** The answer to a signed-in non-admin asking for an admin route. */
export const ADMIN_ONLY_MESSAGE = 'Only admins can do this';

/** The answer to anything that fails on the server's side (a 500). */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side';

export const PaginationSchema = v.object({
  total: v.pipe(v.number(), v.integer(), v.minValue(0)),
  page: v.pipe(v.number(), v.integer(), v.minValue(1)),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 10),
  totalPages: v.pipe(v.number(), v.integer(), v.minValue(0)),
  hasNextPage: v.boolean(),
  hasPreviousPage: v.boolean(),
});
export type Pagination = v.InferOutput<typeof PaginationSchema>;

const PAGE_PARAM_MESSAGE = 'page must be a whole number from 1';
/**
 * A page number as it arrives in a query string. Absent means the first page;
 * anything but a whole number from 1 is a client mistake.
 */
export const PageParamSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, PAGE_PARAM_MESSAGE),
    singleLineText,
    v.transform(Number),
    v.minValue(1, PAGE_PARAM_MESSAGE),
  ),
  '1',
);
