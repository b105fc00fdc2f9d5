import type { ArabicFor } from '../shared/i18n';
import type { certificateMessages } from './messages';

/** The Arabic of `messages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  certificate: {
    title: 'شهادة إتمام',
    valid: 'موثّقة: أصدرت منارة هذه الشهادة.',
    awardedTo: 'مُنحت إلى',
    course: 'الدورة',
    completedOn: 'تاريخ الإتمام',
    issuedOn: 'تاريخ الإصدار',
    completionRate: 'نسبة الإتمام',
    lessons: '{done} من {total} دروس',
    certificateId: 'رقم الشهادة',
    qrLabel: 'رمز QR لهذه الصفحة',
    scanToVerify: 'امسح الرمز للتحقق',
    downloadBadge: 'تنزيل الشارة المفتوحة (Open Badge)',
    addToLinkedIn: 'أضفها إلى ملفك على LinkedIn',
    checking: 'جارٍ التحقق من الشهادة...',
    notFoundTitle: 'الشهادة غير موجودة',
    notFoundText: 'لا توجد شهادة بهذا العنوان. تحقّق من الرابط أو رمز QR الذي اتبعته.',
    browse: 'تصفّح الدورات',
    errorTitle: 'خطأ:',
    failed: 'تعذّر التحقق من الشهادة',
    tryAgain: 'حاول مرة أخرى',
  } satisfies ArabicFor<typeof certificateMessages>,
};
