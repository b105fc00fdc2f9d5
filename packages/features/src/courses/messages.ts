import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The catalogue's words. English is the product spec's copy, verbatim. */
export const coursesMessages = defineMessages('courses', {
  heroTitle: 'Discover Our Courses',
  heroSubtitle: 'Scholarships, Mentorship & Skill Development Opportunities',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search by course title',
  search: 'Search',
  resultsFor: 'Search Results for:',
  noResults: 'No courses found matching your search',
  latest: 'Latest Courses',
  featured: 'Featured Courses',
  manara: 'Manara Courses',
  empty: 'No courses found',
  errorTitle: 'Error:',
  retry: 'Try Again',
  latestFailed: 'Failed to fetch latest courses',
  featuredFailed: 'Failed to fetch featured courses',
  manaraFailed: 'Failed to fetch Manara courses',
  searchFailed: 'Failed to fetch search results',
  /** The search got no answer at all (the network), and so no message. */
  searchUnanswered: 'Search failed',
  badgeNew: 'New',
  loadingCourse: 'Loading course',
  pagerLabel: params('{section} pages'),
  previousPage: 'Previous page',
  nextPage: 'Next page',
  page: params('Page {page}'),
});
