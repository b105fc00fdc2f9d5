import type { ArabicFor } from '../i18n';
import type { blockedMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  blockedAccount: {
    title: 'الحساب محظور',
    text: 'تم حظر حسابك ولا يمكنك الوصول إلى محتوى الدورات في الوقت الحالي.',
    reason: 'السبب:',
    blockedOn: 'تاريخ الحظر:',
    support: 'تحتاج إلى مساعدة؟ راسلنا على',
    contactSupport: 'تواصل مع الدعم',
    home: 'الذهاب إلى الصفحة الرئيسية',
  } satisfies ArabicFor<typeof blockedMessages>,
};
