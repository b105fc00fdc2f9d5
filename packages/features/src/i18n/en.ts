/**
 * The features' English words, by namespace. English is the product spec's copy, verbatim;
 * plural keys follow i18next's `_one` / `_other` suffixes.
 */
export const en = {
  common: {},
  courses: {
    hero: {
      title: 'Discover Our Courses',
      subtitle: 'Scholarships, Mentorship & Skill Development Opportunities',
    },
    search: {
      label: 'Search courses',
      placeholder: 'Search by course title',
      resultsFor: 'Search Results for:',
      noResults: 'No courses found matching your search',
    },
    sections: {
      latest: 'Latest Courses',
      featured: 'Featured Courses',
      manara: 'Manara Courses',
      empty: 'No courses found',
    },
    errors: {
      title: 'Error:',
      retry: 'Try Again',
      latest: 'Failed to fetch latest courses',
      featured: 'Failed to fetch featured courses',
      manara: 'Failed to fetch Manara courses',
      search: 'Failed to fetch search results',
    },
    badges: {
      new: 'New',
      Featured: 'Featured',
      Manara: 'Manara',
    },
    card: {
      enroll: 'Enroll Now',
      processing: 'Processing...',
      open: 'Open Course',
      details: 'Details',
      paid: 'Paid',
      oldPrice: 'Original price:',
      free: 'Free',
      hours_one: '{{formatted}} hour',
      hours_other: '{{formatted}} hours',
      lectures_one: '{{formatted}} lecture',
      lectures_other: '{{formatted}} lectures',
      rating: 'Rated {{rating}} out of {{max}}',
      reviews: '({{formatted}})',
      loading: 'Loading course',
    },
    pager: {
      label: '{{section}} pages',
      previous: 'Previous page',
      next: 'Next page',
      page: 'Page {{page}}',
    },
  },
};
