import { defineMessages } from '../shared/i18n';

/** The navigation bar's words. English is the product's copy, verbatim (docs/product/navigation.md). */
export const navigationMessages = defineMessages('navigation', {
  brand: 'Manara',
  navLabel: 'Main',
  home: 'Home',
  about: 'About Us',
  services: 'Our Services',
  courses: 'Courses',
  contact: 'Contact',
  signUp: 'Sign Up',
  login: 'Login',
  /** The mobile toggle that shows the links and the account. */
  menu: 'Menu',
});
