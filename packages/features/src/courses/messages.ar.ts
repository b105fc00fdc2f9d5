import type { ArabicFor } from '../shared/i18n';
import type { coursesMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  courses: {
    heroTitle: 'اكتشف دوراتنا',
    heroSubtitle: 'منح دراسية وإرشاد وفرص لتنمية المهارات',
    searchLabel: 'ابحث في الدورات',
    searchPlaceholder: 'ابحث باسم الدورة',
    search: 'بحث',
    resultsFor: 'نتائج البحث عن:',
    noResults: 'لا توجد دورات تطابق بحثك',
    latest: 'أحدث الدورات',
    featured: 'الدورات المميزة',
    manara: 'دورات منارة',
    empty: 'لا توجد دورات',
    errorTitle: 'خطأ:',
    retry: 'حاول مرة أخرى',
    latestFailed: 'تعذّر تحميل أحدث الدورات',
    featuredFailed: 'تعذّر تحميل الدورات المميزة',
    manaraFailed: 'تعذّر تحميل دورات منارة',
    searchFailed: 'تعذّر تحميل نتائج البحث',
    searchUnanswered: 'تعذّر البحث',
    badgeNew: 'جديد',
    loadingCourse: 'جارٍ تحميل الدورة',
    pagerLabel: 'صفحات {section}',
    previousPage: 'الصفحة السابقة',
    nextPage: 'الصفحة التالية',
    page: 'الصفحة {page}',
  } satisfies ArabicFor<typeof coursesMessages>,
};
