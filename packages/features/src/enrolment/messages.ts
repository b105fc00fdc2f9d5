import { count, params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The course landing page's words (docs/product/course-page.md#course-landing-page). English is the product's copy. */
export const landingMessages = defineMessages('courseLanding', {
  en: {
    enroll: 'Enroll Now',
    processing: 'Processing...',
    open: 'Open Course',
    description: 'Course Description',
    learn: "What You'll Learn",
    audience: 'Target Audience',
    stats: 'Course contents',
    videos: params<{ n: string }>(count({ one: '{n} video', other: '{n} videos' })),
    quizzes: params<{ n: string }>(count({ one: '{n} quiz', other: '{n} quizzes' })),
    pdfs: params<{ n: string }>(count({ one: '{n} PDF', other: '{n} PDFs' })),
    rating: params('Rated {rating} out of {max}'),
    ratings: params<{ n: string }>(count({ one: '({n} rating)', other: '({n} ratings)' })),
    free: 'Free',
    oldPrice: 'Original price:',
    loading: 'Loading course',
    errorTitle: 'Error:',
    loadFailed: 'Failed to fetch course details',
    browse: 'Browse Courses',
  },
  ar: {
    enroll: 'سجّل الآن',
    processing: 'جارٍ التنفيذ...',
    open: 'افتح الدورة',
    description: 'وصف الدورة',
    learn: 'ماذا ستتعلم',
    audience: 'الفئة المستهدفة',
    stats: 'محتوى الدورة',
    videos: { zero: '{n} فيديو', one: 'فيديو واحد', two: 'فيديوهان', few: '{n} فيديوهات', many: '{n} فيديو', other: '{n} فيديو' },
    quizzes: { zero: '{n} اختبار', one: 'اختبار واحد', two: 'اختباران', few: '{n} اختبارات', many: '{n} اختبارًا', other: '{n} اختبار' },
    pdfs: { zero: '{n} ملف PDF', one: 'ملف PDF واحد', two: 'ملفا PDF', few: '{n} ملفات PDF', many: '{n} ملف PDF', other: '{n} ملف PDF' },
    rating: 'التقييم {rating} من {max}',
    ratings: { zero: '({n} تقييم)', one: '(تقييم واحد)', two: '(تقييمان)', few: '({n} تقييمات)', many: '({n} تقييمًا)', other: '({n} تقييم)' },
    free: 'مجانية',
    oldPrice: 'السعر الأصلي:',
    loading: 'جارٍ تحميل الدورة',
    errorTitle: 'خطأ:',
    loadFailed: 'تعذّر تحميل تفاصيل الدورة',
    browse: 'تصفّح الدورات',
  },
});

/** The blocked-account screen's words (docs/product/course-page.md#blocked-account-screen). */
export const blockedMessages = defineMessages('blockedAccount', {
  en: {
    title: 'Account Blocked',
    text: 'Your account has been blocked and you cannot access course content at this time.',
    reason: 'Reason:',
    blockedOn: 'Blocked on:',
    support: 'Need help? Write to us at',
    contactSupport: 'Contact Support',
    home: 'Go to Homepage',
  },
  ar: {
    title: 'الحساب محظور',
    text: 'تم حظر حسابك ولا يمكنك الوصول إلى محتوى الدورات في الوقت الحالي.',
    reason: 'السبب:',
    blockedOn: 'تاريخ الحظر:',
    support: 'تحتاج إلى مساعدة؟ راسلنا على',
    contactSupport: 'تواصل مع الدعم',
    home: 'الذهاب إلى الصفحة الرئيسية',
  },
});
