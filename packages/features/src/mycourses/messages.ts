import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** My Courses' words. English is the product's copy where it gives one (docs/product/enrolment-and-payments.md#my-courses). */
export const myCoursesMessages = defineMessages('myCourses', {
  en: {
    title: 'My Courses',
    empty: 'You have no courses yet.',
    browse: 'Browse Courses',
    failed: 'Failed to fetch courses',
    userFailed: 'Failed to get user data',
    errorTitle: 'Error:',
    retry: 'Try Again',
    loadingCourse: 'Loading course',
  },
  ar: {
    title: 'دوراتي',
    empty: 'لا توجد لديك دورات بعد.',
    browse: 'تصفّح الدورات',
    failed: 'تعذّر تحميل الدورات',
    userFailed: 'تعذّر تحميل بيانات المستخدم',
    errorTitle: 'خطأ:',
    retry: 'حاول مرة أخرى',
    loadingCourse: 'جارٍ تحميل الدورة',
  },
});

/** The payment result page's words (the return from the card page: docs/product/enrolment-and-payments.md#payment-result-page). */
export const paymentResultMessages = defineMessages('paymentResult', {
  en: {
    checking: 'Checking your payment...',
    paidTitle: 'Payment successful!',
    paidText: params('You are now enrolled in {course}.'),
    openCourse: 'Open Course',
    myCourses: 'My Courses',
    pendingTitle: 'Processing your payment...',
    pendingText: 'This usually takes a few seconds. This page updates by itself.',
    stillTitle: 'Still processing',
    stillText:
      'Your payment is taking longer than usual. The course is added to My Courses as soon as the payment is confirmed.',
    reload: 'Reload',
    failedTitle: 'Payment declined',
    failedText: params('Your payment for {course} did not go through, so the course was not added. You can try again.'),
    tryAgain: 'Try Again',
    notFoundTitle: 'Payment not found',
    notFoundText: 'We could not find this payment. Check the link, or find your course in the catalogue.',
    browse: 'Browse Courses',
    errorTitle: 'Error:',
    fetchFailed: 'Failed to fetch payment details',
    amount: 'Amount',
    course: 'Course',
  },
  ar: {
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
  },
});
