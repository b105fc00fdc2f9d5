/** How much of a description a search result shows before its ellipsis (docs/product/catalogue.md#search-results). */
export const SEARCH_PREVIEW_LENGTH = 100;
