import type { ArabicFor } from '../i18n';
import type { courseCardMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  courseCard: {
    badgeFeatured: 'مميزة',
    badgeManara: 'منارة',
    enroll: 'سجّل الآن',
    processing: 'جارٍ التنفيذ...',
    open: 'افتح الدورة',
    details: 'التفاصيل',
    paid: 'مدفوعة',
    oldPrice: 'السعر الأصلي:',
    free: 'مجانية',
    hours: { zero: '{n} ساعة', one: 'ساعة واحدة', two: 'ساعتان', few: '{n} ساعات', many: '{n} ساعة', other: '{n} ساعة' },
    lectures: {
      zero: 'لا محاضرات',
      one: 'محاضرة واحدة',
      two: 'محاضرتان',
      few: '{n} محاضرات',
      many: '{n} محاضرة',
      other: '{n} محاضرة',
    },
    rating: 'التقييم {rating} من {max}',
    reviews: '({n})',
    noReviews: 'لا تقييمات بعد',
    progress: 'تقدّم الدورة',
  } satisfies ArabicFor<typeof courseCardMessages>,
};
