import type { ArabicFor } from '../shared/i18n';
import type { landingMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  courseLanding: {
    description: 'وصف الدورة',
    learn: 'ماذا ستتعلم',
    audience: 'الفئة المستهدفة',
    instructor: 'مدرّبك',
    videos: { zero: '{n} فيديو', one: 'فيديو واحد', two: 'فيديوهان', few: '{n} فيديوهات', many: '{n} فيديو', other: '{n} فيديو' },
    pdfs: { zero: '{n} ملف PDF', one: 'ملف PDF واحد', two: 'ملفا PDF', few: '{n} ملفات PDF', many: '{n} ملف PDF', other: '{n} ملف PDF' },
    noRatings: 'لا تقييمات بعد',
    ratings: { zero: '({n} تقييم)', one: '(تقييم واحد)', two: '(تقييمان)', few: '({n} تقييمات)', many: '({n} تقييمًا)', other: '({n} تقييم)' },
    loading: 'جارٍ تحميل الدورة',
    errorTitle: 'خطأ:',
    loadFailed: 'تعذّر تحميل تفاصيل الدورة',
    browse: 'تصفّح الدورات',
  } satisfies ArabicFor<typeof landingMessages>,
};
