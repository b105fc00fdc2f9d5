import type { ArabicFor } from '../i18n';
import type { programMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  programs: {
    ambassador: 'برنامج السفراء',
    mentorship: 'الإرشاد والتوجيه المهني',
    motivation: 'لماذا تريد أن تكون سفيرًا لمنارة؟',
    promotionPlan: 'كيف ستعرّف بمنارة حيث تدرس؟',
    experience: 'خبرتك في القيادة أو التنظيم أو التطوع',
    questions: 'أسئلتك لنا',
    goal: 'ما هدفك؟',
    area: 'في أي مجال تحتاج إلى توجيه؟',
    expectations: 'ماذا تنتظر من مرشدك؟',
    availability: 'متى تكون متاحًا؟',
    noAnswer: '—',
    statusLabel: 'الحالة: ',
    pending: 'قيد المراجعة',
    approved: 'مقبول',
    rejected: 'مرفوض',
  } satisfies ArabicFor<typeof programMessages>,
};
