import type { ArabicFor } from '../shared/i18n';
import type { searchMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  search: {
    title: 'النتائج',
    searchLabel: 'ابحث في الدورات',
    searchPlaceholder: 'ابحث عن الدورات بالعنوان',
    search: 'بحث',
    writeSomething: 'اكتب شيئًا!',
    notFound: 'لم نجد دورة',
    failed: 'حدث خطأ ما',
    fetchFailed: 'تعذّر جلب نتائج البحث',
    retry: 'حاول مرة أخرى',
    free: 'مجانية',
  } satisfies ArabicFor<typeof searchMessages>,
};
