import type { ArabicOf } from './mirror';
import type { en } from './en';

/**
 * Arabic mirrors the English keys exactly (a missing key is a compile error) and adds the
 * plural forms Arabic has beyond one and other: zero, two, few (3–10) and many (11–99).
 */
export const ar: ArabicOf<typeof en> = {
  common: {},
  courses: {
    hero: {
      title: 'اكتشف دوراتنا',
      subtitle: 'منح دراسية وإرشاد وفرص لتنمية المهارات',
    },
    search: {
      label: 'ابحث في الدورات',
      placeholder: 'ابحث باسم الدورة',
      resultsFor: 'نتائج البحث عن:',
      noResults: 'لا توجد دورات تطابق بحثك',
    },
    sections: {
      latest: 'أحدث الدورات',
      featured: 'الدورات المميزة',
      manara: 'دورات منارة',
      empty: 'لا توجد دورات',
    },
    errors: {
      title: 'خطأ:',
      retry: 'حاول مرة أخرى',
      latest: 'تعذّر تحميل أحدث الدورات',
      featured: 'تعذّر تحميل الدورات المميزة',
      manara: 'تعذّر تحميل دورات منارة',
      search: 'تعذّر تحميل نتائج البحث',
    },
    badges: {
      new: 'جديد',
      Featured: 'مميزة',
      Manara: 'منارة',
    },
    card: {
      enroll: 'سجّل الآن',
      processing: 'جارٍ التنفيذ...',
      open: 'افتح الدورة',
      details: 'التفاصيل',
      paid: 'مدفوعة',
      oldPrice: 'السعر الأصلي:',
      free: 'مجانية',
      hours_zero: '{{formatted}} ساعة',
      hours_one: 'ساعة واحدة',
      hours_two: 'ساعتان',
      hours_few: '{{formatted}} ساعات',
      hours_many: '{{formatted}} ساعة',
      hours_other: '{{formatted}} ساعة',
      lectures_zero: 'لا محاضرات',
      lectures_one: 'محاضرة واحدة',
      lectures_two: 'محاضرتان',
      lectures_few: '{{formatted}} محاضرات',
      lectures_many: '{{formatted}} محاضرة',
      lectures_other: '{{formatted}} محاضرة',
      rating: 'التقييم {{rating}} من {{max}}',
      reviews: '({{formatted}})',
      loading: 'جارٍ تحميل الدورة',
    },
    pager: {
      label: 'صفحات {{section}}',
      previous: 'الصفحة السابقة',
      next: 'الصفحة التالية',
      page: 'الصفحة {{page}}',
    },
  },
};
