import type { ArabicFor } from '../shared/i18n';
import type { myCoursesMessages, paymentResultMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  myCourses: {
    title: 'دوراتي',
    empty: 'لا توجد لديك دورات بعد.',
    browse: 'تصفّح الدورات',
    failed: 'تعذّر تحميل الدورات',
    userFailed: 'تعذّر تحميل بيانات المستخدم',
    errorTitle: 'خطأ:',
    retry: 'حاول مرة أخرى',
    loadingCourse: 'جارٍ تحميل الدورة',
    continueLearning: 'تابع التعلّم',
  } satisfies ArabicFor<typeof myCoursesMessages>,
  paymentResult: {
    checking: 'جارٍ التحقق من عملية الدفع...',
    paidTitle: 'تم الدفع بنجاح!',
    paidText: 'تم تسجيلك في {course}.',
    openCourse: 'افتح الدورة',
    myCourses: 'دوراتي',
    pendingTitle: 'جارٍ معالجة عملية الدفع...',
    pendingText: 'يستغرق هذا عادةً بضع ثوانٍ. تتحدّث هذه الصفحة تلقائيًا.',
    stillTitle: 'ما زالت قيد المعالجة',
    stillText: 'تستغرق عملية الدفع وقتًا أطول من المعتاد. تُضاف الدورة إلى دوراتي فور تأكيد الدفع.',
    reload: 'إعادة التحميل',
    failedTitle: 'تم رفض الدفع',
    failedText: 'لم تتم عملية الدفع لدورة {course}، لذلك لم تُضف الدورة. يمكنك المحاولة مرة أخرى.',
    tryAgain: 'حاول مرة أخرى',
    notFoundTitle: 'عملية الدفع غير موجودة',
    notFoundText: 'لم نعثر على عملية الدفع هذه. تحقّق من الرابط، أو ابحث عن دورتك في قائمة الدورات.',
    browse: 'تصفّح الدورات',
    errorTitle: 'خطأ:',
    fetchFailed: 'تعذّر تحميل تفاصيل الدفع',
    amount: 'المبلغ',
    course: 'الدورة',
  } satisfies ArabicFor<typeof paymentResultMessages>,
};
