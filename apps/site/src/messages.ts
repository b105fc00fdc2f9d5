import { defineMessages } from '@manara/features/i18n';
import { params } from '@nanostores/i18n';

/** The site shell's words. English is the product spec's copy, verbatim. */
export const siteMessages = defineMessages('site', {
  skipToContent: 'Skip to content',
  /** Each language is offered in its own words, so a reader of either can find it. */
  switchLanguage: 'العربية',
  copyright: params('© {year} Manara. All rights reserved.'),
  coursesTitle: 'Courses · Manara',
  goHome: 'Go to Homepage',
  errorTitle: 'Something went wrong',
  errorText: 'This page could not be shown. Please try again in a moment.',
  reload: 'Reload the page',
  footerTagline: 'Personalised support and mentorship for students in Egypt, from the first search to the scholarship.',
  quickLinks: 'Quick links',
  about: 'About Us',
  services: 'Our Services',
  courses: 'Courses',
  contactUs: 'Contact us',
  followUs: 'Follow us',
  searchLabel: 'Search courses',
  searchPlaceholder: 'Search courses',
  search: 'Search',
});
