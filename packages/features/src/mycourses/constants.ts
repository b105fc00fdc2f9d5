/** A pending payment is asked about this often while the provider's notification is on its way. */
export const PAYMENT_POLL_MS = 2000;

/** After this long pending, the result page stops asking and offers to check again. */
export const PAYMENT_POLL_TIMEOUT_MS = 30_000;

/** Skeleton cards while the user's courses are not known yet: one row of the grid. */
export const SKELETON_CARDS = 3;

/** More skeletons than this would not fit the first screen anyway. */
export const MAX_SKELETON_CARDS = 9;
