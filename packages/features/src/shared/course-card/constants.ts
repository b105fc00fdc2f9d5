/** Card skeletons show at least this long after the screen opens (docs/product/overview.md#debounce-and-timings), so it never flickers. */
export const CARD_SKELETON_MS = 1000;
