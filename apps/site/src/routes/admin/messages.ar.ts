import type { ArabicFor } from '@manara/features/i18n';
import type { adminMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  admin: {
    navLabel: 'الإدارة',
    dashboard: 'لوحة التحكم',
    users: 'المستخدمون',
    courses: 'الدورات',
    subscriptions: 'الاشتراكات',
    refunds: 'المبالغ المستردة',
    reports: 'التقارير',
    audit: 'سجل التدقيق',
    applications: 'الطلبات',
    titleSuffix: ' · إدارة منارة',
  } satisfies ArabicFor<typeof adminMessages>,
};
