/** The contact page's timings (docs/product/public-pages.md#contact). */

/** A link to `#contact` scrolls to the form after this delay, once the page has laid out. */
export const CONTACT_HASH_SCROLL_MS = 500;
