import { defineMessages } from '../shared/i18n';

/** The search results page's words; English is the product's copy (docs/product/catalogue.md#search-results). */
export const searchMessages = defineMessages('search', {
  title: 'Results',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search courses by title',
  search: 'Search',
  writeSomething: 'write something!',
  notFound: 'course not found',
  failed: 'some thing went wrong',
  fetchFailed: 'Failed to fetch search results',
  retry: 'Try again',
  free: 'Free',
});
