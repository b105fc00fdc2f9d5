import type { ArabicFor } from '@manara/features/i18n';
import type { siteMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  site: {
    skipToContent: 'انتقل إلى المحتوى',
    switchLanguage: 'English',
    copyright: '© {year} منارة. جميع الحقوق محفوظة.',
    coursesTitle: 'الدورات · منارة',
    goHome: 'الذهاب إلى الصفحة الرئيسية',
    errorTitle: 'حدث خطأ ما',
    errorText: 'تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    reload: 'إعادة تحميل الصفحة',
    footerTagline: 'دعم وإرشاد شخصي للطلاب في مصر، من أول بحث حتى المنحة.',
    quickLinks: 'روابط سريعة',
    about: 'من نحن',
    services: 'خدماتنا',
    courses: 'الدورات',
    contactUs: 'تواصل معنا',
    followUs: 'تابعنا',
    searchLabel: 'ابحث في الدورات',
    searchPlaceholder: 'ابحث في الدورات',
    search: 'بحث',
  } satisfies ArabicFor<typeof siteMessages>,
};
