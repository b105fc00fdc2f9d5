/** The site shell's own words (namespace `site`). */
export const siteEn = {
  brand: 'Manara',
  skipToContent: 'Skip to content',
  nav: {
    label: 'Main',
    courses: 'Courses',
  },
  language: {
    /** Each option is written in its own language, so a reader of either can find it. */
    switchTo: 'العربية',
  },
  footer: {
    copyright: '© {{year}} Manara. All rights reserved.',
  },
  titles: {
    courses: 'Courses · Manara',
    notFound: 'Page Not Found · Manara',
  },
  notFound: {
    title: 'Page Not Found',
    text: 'The page you are looking for does not exist or has moved.',
    home: 'Go to Homepage',
    back: 'Go Back',
  },
  error: {
    title: 'Something went wrong',
    text: 'This page could not be shown. Please try again in a moment.',
    reload: 'Reload the page',
    home: 'Go to Homepage',
  },
  loading: 'Loading…',
};
