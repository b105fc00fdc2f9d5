import type { ArabicFor } from '../shared/i18n';
import type { profileMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  profile: {
    title: 'ملفي الشخصي',
    loading: 'جارٍ التحميل...',
    unavailable: 'تعذّر تحميل بيانات المستخدم',
    photo: 'الصورة الشخصية',
    changePhoto: 'تغيير الصورة',
    keepPhoto: 'الإبقاء على الصورة الحالية',
    photoChosen: 'تم اختيار صورة جديدة. احفظ التغييرات لاستخدامها.',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    emailReadOnly: 'لا يمكن تغيير بريدك الإلكتروني.',
    phone: 'رقم الهاتف',
    save: 'حفظ التغييرات',
    saving: 'جارٍ الحفظ...',
    saved: 'تم تحديث الملف الشخصي بنجاح!',
    saveFailed: 'تعذّر تحديث الملف الشخصي',
    security: 'كلمة المرور',
    changePassword: 'تغيير كلمة المرور',
    forgotPassword: 'نسيت كلمة المرور؟',
    currentPassword: 'كلمة المرور الحالية',
    newPassword: 'كلمة المرور الجديدة',
    confirmPassword: 'تأكيد كلمة المرور الجديدة',
    updatePassword: 'تحديث كلمة المرور',
    updatingPassword: 'جارٍ التحديث...',
    passwordUpdated: 'تم تحديث كلمة المرور بنجاح!',
    passwordFailed: 'تعذّر تحديث كلمة المرور',
    forgotTitle: 'نسيت كلمة المرور؟',
    forgotIntro: 'سنرسل رابطًا لإعادة تعيين كلمة المرور إلى هذا البريد الإلكتروني.',
    close: 'إغلاق',
  } satisfies ArabicFor<typeof profileMessages>,
};
