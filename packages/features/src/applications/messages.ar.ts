import type { ArabicFor } from '../shared/i18n';
import type { myApplicationsMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  myApplications: {
    title: 'طلباتي',
    empty: 'لم تتقدّم إلى أي برنامج بعد.',
    explore: 'اكتشف برامجنا',
    failed: 'تعذّر تحميل الطلبات',
    userFailed: 'تعذّر تحميل بيانات المستخدم',
    errorTitle: 'خطأ:',
    retry: 'حاول مرة أخرى',
    submittedOn: 'قُدّم في {date}',
    reviewedOn: 'تمت المراجعة في {date}',
    pendingText: 'يراجع فريقنا طلبك، وستصلك رسالة بالبريد الإلكتروني عند البت فيه.',
    note: 'ملاحظة من الفريق',
    answers: 'إجاباتك',
  } satisfies ArabicFor<typeof myApplicationsMessages>,
};
