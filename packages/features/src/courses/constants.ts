/** Search waits for a pause in typing; Enter searches at once. */
export const SEARCH_DEBOUNCE_MS = 300;

/** Skeleton cards per grid: three full rows of the three-column grid, the listing's page size. */
export const SKELETON_CARDS = 9;
