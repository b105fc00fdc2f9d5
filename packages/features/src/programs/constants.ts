/** How long 'Subscribed!' stays before the podcast form clears (docs/product/public-pages.md#services). */
export const SUBSCRIBED_NOTICE_MS = 3000;
