import type { siteEn } from './en';

/** Arabic mirrors the English keys exactly; the type makes a missing key a compile error. */
export const siteAr: typeof siteEn = {
  brand: 'منارة',
  skipToContent: 'انتقل إلى المحتوى',
  nav: {
    label: 'الرئيسية',
    courses: 'الدورات',
  },
  language: {
    switchTo: 'English',
  },
  footer: {
    copyright: '© {{year}} منارة. جميع الحقوق محفوظة.',
  },
  titles: {
    courses: 'الدورات · منارة',
    notFound: 'الصفحة غير موجودة · منارة',
  },
  notFound: {
    title: 'الصفحة غير موجودة',
    text: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    home: 'الذهاب إلى الصفحة الرئيسية',
    back: 'رجوع',
  },
  error: {
    title: 'حدث خطأ ما',
    text: 'تعذّر عرض هذه الصفحة. يُرجى المحاولة مرة أخرى بعد قليل.',
    reload: 'إعادة تحميل الصفحة',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
  loading: 'جارٍ التحميل…',
};
