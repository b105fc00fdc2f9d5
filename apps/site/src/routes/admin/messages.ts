import { defineMessages } from '@manara/features/i18n';

/** The admin pages' words, loaded with them rather than with every page. */
export const adminMessages = defineMessages('admin', {
  en: {
    navLabel: 'Admin',
    dashboard: 'Dashboard',
    users: 'Users',
    courses: 'Courses',
    subscriptions: 'Subscriptions',
    reports: 'Reports',
    comingSoon: 'This page is coming soon.',
    titleSuffix: ' · Manara Admin',
  },
  ar: {
    navLabel: 'الإدارة',
    dashboard: 'لوحة التحكم',
    users: 'المستخدمون',
    courses: 'الدورات',
    subscriptions: 'الاشتراكات',
    reports: 'التقارير',
    comingSoon: 'هذه الصفحة قادمة قريبًا.',
    titleSuffix: ' · إدارة منارة',
  },
});
