import type { ArabicFor } from '../shared/i18n';
import type { navigationMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  navigation: {
    brand: 'منارة',
    navLabel: 'التنقل الرئيسي',
    home: 'الرئيسية',
    about: 'من نحن',
    services: 'خدماتنا',
    courses: 'الدورات',
    contact: 'تواصل معنا',
    signUp: 'إنشاء حساب',
    login: 'تسجيل الدخول',
    menu: 'القائمة',
  } satisfies ArabicFor<typeof navigationMessages>,
};
