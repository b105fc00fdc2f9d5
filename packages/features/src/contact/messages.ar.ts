import type { ArabicFor } from '../shared/i18n';
import type { contactMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  contact: {
    title: 'تواصل معنا',
    formTitle: 'تواصل معنا',
    intro: 'لديك سؤال عن دورة أو منحة أو أحد برامجنا؟ راسلنا وسيرد عليك الفريق بالبريد الإلكتروني.',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    email: 'البريد الإلكتروني',
    message: 'الرسالة',
    send: 'إرسال الرسالة',
    sending: 'جارٍ الإرسال...',
    sent: 'تم إرسال رسالتك بنجاح!',
    failed: 'تعذّر إرسال الرسالة! ✕',
    infoTitle: 'معلومات التواصل',
    phone: 'الهاتف',
    emailLabel: 'البريد الإلكتروني',
    follow: 'تابعنا',
    website: 'اترك هذا الحقل فارغًا',
  } satisfies ArabicFor<typeof contactMessages>,
};
