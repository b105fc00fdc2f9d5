import type { ArabicFor } from '@manara/features/i18n';
import type { pageMessages } from './pageMessages';

/** The Arabic of `pageMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  pages: {
    loginTitle: 'تسجيل الدخول · منارة',
    signupTitle: 'إنشاء حساب · منارة',
    forgotPasswordTitle: 'نسيت كلمة المرور · منارة',
    resetPasswordTitle: 'إعادة تعيين كلمة المرور · منارة',
    verifyEmailTitle: 'تأكيد البريد الإلكتروني · منارة',
    googleTitle: 'تسجيل الدخول باستخدام Google · منارة',
    profileTitle: 'ملفي الشخصي · منارة',
    courseTitle: 'الدورة · منارة',
    courseTitleOf: '{title} | منارة',
    myCoursesTitle: 'دوراتي · منارة',
    paymentResultTitle: 'الدفع · منارة',
    certificateTitle: 'شهادة · منارة',
    certificateTitleOf: 'شهادة: {learner}، {course} | منارة',
    revokedCertificateTitle: 'شهادة ملغاة | منارة',
    certificatesTitle: 'شهاداتي · منارة',
    contactTitle: 'تواصل معنا · منارة',
    homeTitle: 'منارة · منح ودورات وإرشاد',
    aboutTitle: 'من نحن · منارة',
    servicesTitle: 'خدماتنا · منارة',
    searchTitle: 'النتائج · منارة',
    myApplicationsTitle: 'طلباتي · منارة',
    lessonsTitle: 'الدروس · منارة',
    notFoundTitle: 'الصفحة غير موجودة · منارة',
    notFound: 'الصفحة غير موجودة',
    notFoundText: 'الصفحة التي تبحث عنها غير موجودة أو تم نقلها.',
    goBack: 'رجوع',
  } satisfies ArabicFor<typeof pageMessages>,
};
