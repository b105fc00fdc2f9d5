import { ApiError } from '@manara/api-client';

/**
 * What the user reads when a call fails: the server's message (the client already put the
 * translated default there when the server sent none); anything that is not an API failure
 * is a bug on our side, and the default says enough.
 */
export const errorMessageOf = (error: unknown, fallback: string): string =>
  error instanceof ApiError ? error.message : fallback;
