import type { ArabicFor } from '../shared/i18n';
import type { accountMessages } from './accountMessages';

/** The Arabic of `accountMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  navigationAccount: {
    accountMenu: 'قائمة الحساب',
    accountMenuOf: 'قائمة حساب {name}',
    myProfile: 'ملفي الشخصي',
    myCourses: 'دوراتي',
    myApplications: 'طلباتي',
    myCertificates: 'شهاداتي',
    dashboard: 'لوحة التحكم',
    logout: 'تسجيل الخروج',
  } satisfies ArabicFor<typeof accountMessages>,
};
