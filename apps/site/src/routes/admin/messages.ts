import { defineMessages } from '@manara/features/i18n';

/** The admin pages' words, loaded with them rather than with every page. */
export const adminMessages = defineMessages('admin', {
  navLabel: 'Admin',
  dashboard: 'Dashboard',
  users: 'Users',
  courses: 'Courses',
  subscriptions: 'Subscriptions',
  refunds: 'Refunds',
  reports: 'Reports',
  audit: 'Audit log',
  applications: 'Applications',
  titleSuffix: ' · Manara Admin',
});
