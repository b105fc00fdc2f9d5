/** A pending payment is asked about this often while the provider's notification is on its way. */
export const PAYMENT_POLL_MS = 2000;

/** After this long pending, the result page stops asking and offers to check again. */
export const PAYMENT_POLL_TIMEOUT_MS = 30_000;

/** A wallet payment waits for the learner to approve it on their phone: the page asks for this long before it stops. */
export const WALLET_POLL_TIMEOUT_MS = 10 * 60_000;

/** A kiosk payment waits for cash, which may come in hours: asked about this often, for as long as the page is seen. */
export const KIOSK_POLL_MS = 60_000;

/** Skeleton cards while the user's courses are not known yet: one row of the grid. */
export const SKELETON_CARDS = 3;

/** More skeletons than this would not fit the first screen anyway. */
export const MAX_SKELETON_CARDS = 9;
