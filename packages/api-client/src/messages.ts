import { ERROR_CODES, type ErrorCode } from './schemas/error-codes';
import { ERRORS } from './schemas/errors';
import { ACCOUNT_MESSAGES, GOOGLE_MESSAGES, type GoogleFailure } from './schemas/sentences';

/*
 * The words of the contract in Arabic. The API and the schemas speak English (the product's copy,
 * docs/product/errors.md); the client shows them in the reader's language:
 * - an error answer by its code (`ARABIC_ERRORS`, checked against the list of codes by the compiler);
 * - a form rule, or a VALIDATION answer, by the rule's sentence (`validation`; a test makes every
 *   schema's sentences present);
 * - the other sentences by the contract's constants they come from, so a copy edit moves the key too.
 */

/** Form rules: the request schemas' messages. */
const validation = {

    'Email is required': 'البريد الإلكتروني مطلوب',
    'Invalid email address': 'عنوان البريد الإلكتروني غير صالح',
    'Password is required': 'كلمة المرور مطلوبة',
    'paymentMethod must be CARD, WALLET or KIOSK': 'يجب أن تكون طريقة الدفع CARD أو WALLET أو KIOSK',
    'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
    'Password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
    'Password must be at most 128 characters': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
    'Password must contain at least one uppercase letter': 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل',
    'Password must contain at least one lowercase letter': 'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل',
    'Password must contain at least one number': 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
    'Password must contain at least one special character (!@#$%^&*)':
      'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل (!@#$%^&*)',
    'This password is too common. Choose one that is harder to guess': 'كلمة المرور هذه شائعة جدًا. اختر كلمة يصعب تخمينها',
    'Confirm password is required': 'تأكيد كلمة المرور مطلوب',
    'Passwords must match': 'يجب أن تتطابق كلمتا المرور',
    'Passwords do not match': 'كلمتا المرور غير متطابقتين',
    'Please confirm your password': 'يُرجى تأكيد كلمة المرور',
    'Current password is required': 'كلمة المرور الحالية مطلوبة',
    'New password is required': 'كلمة المرور الجديدة مطلوبة',
    'First name is required': 'الاسم الأول مطلوب',
    'First name must be at least 2 characters': 'يجب ألا يقل الاسم الأول عن حرفين',
    'First name must be at most 50 characters': 'يجب ألا يزيد الاسم الأول على 50 حرفًا',
    'Last name is required': 'اسم العائلة مطلوب',
    'Last name must be at least 2 characters': 'يجب ألا يقل اسم العائلة عن حرفين',
    'Last name must be at most 50 characters': 'يجب ألا يزيد اسم العائلة على 50 حرفًا',
    'Phone number is required': 'رقم الهاتف مطلوب',
    'invalid Phone number ': 'رقم الهاتف غير صالح',
    'The password reset link is invalid or has expired.': 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
    'Text must not contain control characters': 'يجب ألا يحتوي النص على محارف تحكم',
    'userId must be a user id': 'يجب أن يكون userId معرّف مستخدم',
    // The back office's forms (docs/product/admin.md#course-form).
    'Reason must be text': 'يجب أن يكون السبب نصًا',
    'Note must be text': 'يجب أن تكون الملاحظة نصًا',
    'Note is required': 'الملاحظة مطلوبة',
    'Note must be at most 500 characters': 'يجب ألا تزيد الملاحظة على 500 حرف',
    'Reason must be at most 500 characters': 'يجب ألا يزيد السبب على 500 حرف',
    'Title is required': 'العنوان مطلوب',
    'Title must be at most 200 characters': 'يجب ألا يزيد العنوان على 200 حرف',
    'Description is required': 'الوصف مطلوب',
    'Description must be at most 5000 characters': 'يجب ألا يزيد الوصف على 5000 حرف',
    'Video URL must be a link to a YouTube video': 'يجب أن يكون رابط الفيديو رابط YouTube بمعرّف من 11 حرفًا',
    'Duration must be a number of minutes': 'يجب أن تكون المدة عددًا من الدقائق',
    'durationSeconds must be a number of seconds above 0 and at most 86400': 'يجب أن يكون الطول المقيس عددًا من الثواني أكبر من 0 ولا يتجاوز 86400',
    'Duration must be at least 0 minutes': 'يجب ألا تقل المدة عن 0 دقيقة',
    'Duration must be at most 1440 minutes': 'يجب ألا تزيد المدة على 1440 دقيقة',
    'Duration can have at most two decimals': 'يجب ألا تزيد المدة على منزلتين عشريتين',
    'Order must be a whole number from 1': 'يجب أن يكون الترتيب عددًا صحيحًا من 1',
    'Order must be at most 10000': 'يجب ألا يزيد الترتيب على 10000',
    'Private must be yes or no': 'يجب أن تكون قيمة الخصوصية صحيحة أو خاطئة',
    'Section must be text': 'يجب أن يكون القسم نصًا',
    'Section must be at most 100 characters': 'يجب ألا يزيد القسم على 100 حرف',
    'category must be Featured or Manara': 'يجب أن تكون الفئة Featured أو Manara',
    'Current Price must be a number': 'يجب أن يكون السعر الحالي رقمًا',
    'Current Price must be at least 0': 'يجب ألا يقل السعر الحالي عن 0',
    'Current Price must be at most 1000000': 'يجب ألا يزيد السعر الحالي على 1000000',
    'Current Price can have at most two decimals': 'يجب ألا يزيد السعر الحالي على منزلتين عشريتين',
    'Old Price must be a number': 'يجب أن يكون السعر القديم رقمًا',
    'Old Price must be at least 0': 'يجب ألا يقل السعر القديم عن 0',
    'Old Price must be at most 1000000': 'يجب ألا يزيد السعر القديم على 1000000',
    'Old Price can have at most two decimals': 'يجب ألا يزيد السعر القديم على منزلتين عشريتين',
    'Choose an instructor from the list': 'اختر مدرّبًا من القائمة',
    'Tagline must be text': 'يجب أن يكون الشعار نصًا',
    'Tagline must be at most 200 characters': 'يجب ألا يزيد الشعار على 200 حرف',
    "Each point of What You'll Learn must be text": 'يجب أن تكون كل نقطة من «ماذا ستتعلم» نصًا',
    "A point of What You'll Learn is empty": 'إحدى نقاط «ماذا ستتعلم» فارغة',
    "Each point of What You'll Learn must be at most 300 characters": 'يجب ألا تزيد كل نقطة من «ماذا ستتعلم» على 300 حرف',
    "What You'll Learn must be a list of points": 'يجب أن يكون «ماذا ستتعلم» قائمة نقاط',
    "What You'll Learn can have at most 20 points": 'يجب ألا تزيد نقاط «ماذا ستتعلم» على 20 نقطة',
    'Each point of Target Audience must be text': 'يجب أن تكون كل نقطة من «الفئة المستهدفة» نصًا',
    'A point of Target Audience is empty': 'إحدى نقاط «الفئة المستهدفة» فارغة',
    'Each point of Target Audience must be at most 300 characters': 'يجب ألا تزيد كل نقطة من «الفئة المستهدفة» على 300 حرف',
    'Target Audience must be a list of points': 'يجب أن تكون «الفئة المستهدفة» قائمة نقاط',
    'Target Audience can have at most 20 points': 'يجب ألا تزيد نقاط «الفئة المستهدفة» على 20 نقطة',
    'Language must be English or Arabic': 'يجب أن تكون اللغة الإنجليزية أو العربية',
    'Name must be text': 'يجب أن يكون الاسم نصًا',
    'Name is required': 'الاسم مطلوب',
    'Name must be at most 100 characters': 'يجب ألا يزيد الاسم على 100 حرف',
    'Job Title must be text': 'يجب أن يكون المسمى الوظيفي نصًا',
    'Job Title must be at most 100 characters': 'يجب ألا يزيد المسمى الوظيفي على 100 حرف',
    'Bio must be text': 'يجب أن تكون النبذة نصًا',
    'Bio must be at most 1000 characters': 'يجب ألا تزيد النبذة على 1000 حرف',
    'Old Price must not be below the Current Price': 'يجب ألا يقل السعر القديم عن السعر الحالي',
    // The programme and contact forms (docs/product/public-pages.md).
    'Motivation is required': 'حقل «الدافع» مطلوب',
    'Motivation must be at most 2000 characters': 'يجب ألا يزيد حقل «الدافع» على 2000 حرف',
    'Promotion plan is required': 'حقل «خطة الترويج» مطلوب',
    'Promotion plan must be at most 2000 characters': 'يجب ألا يزيد حقل «خطة الترويج» على 2000 حرف',
    'Experience is required': 'حقل «الخبرة» مطلوب',
    'Experience must be at most 2000 characters': 'يجب ألا يزيد حقل «الخبرة» على 2000 حرف',
    'Questions is required': 'حقل «الأسئلة» مطلوب',
    'Questions must be at most 2000 characters': 'يجب ألا يزيد حقل «الأسئلة» على 2000 حرف',
    'Goal is required': 'حقل «الهدف» مطلوب',
    'Goal must be at most 2000 characters': 'يجب ألا يزيد حقل «الهدف» على 2000 حرف',
    'Area is required': 'حقل «المجال» مطلوب',
    'Area must be at most 2000 characters': 'يجب ألا يزيد حقل «المجال» على 2000 حرف',
    'Expectations is required': 'حقل «التوقعات» مطلوب',
    'Expectations must be at most 2000 characters': 'يجب ألا يزيد حقل «التوقعات» على 2000 حرف',
    'Availability is required': 'حقل «الأوقات المتاحة» مطلوب',
    'Availability must be at most 2000 characters': 'يجب ألا يزيد حقل «الأوقات المتاحة» على 2000 حرف',
    'Message is required': 'الرسالة مطلوبة',
    'Message must be at least 10 characters': 'يجب ألا تقل الرسالة عن 10 أحرف',
    'Message must be at most 5000 characters': 'يجب ألا تزيد الرسالة على 5000 حرف',
    'note must be text': 'يجب أن تكون الملاحظة نصًا',
    'note must be at most 1000 characters': 'يجب ألا تزيد الملاحظة على 1000 حرف',
    'status must be approved or rejected': 'يجب أن تكون الحالة «مقبول» أو «مرفوض»',
};

/** Every error code's sentence in Arabic; the compiler holds this to the contract's list of codes. */
export const ARABIC_ERRORS: Readonly<Record<ErrorCode, string>> = {
  VALIDATION: 'الطلب غير صالح',
  INVALID_JSON: 'يجب أن يكون نص الطلب بصيغة JSON صالحة',
  NOT_A_JSON_OBJECT: 'يجب أن يكون نص الطلب كائن JSON',
  INVALID_FORM_DATA: 'يجب أن يكون نص الطلب بيانات نموذج multipart صالحة',
  BODY_TOO_LARGE: 'حجم الطلب كبير جدًا',
  NOT_FOUND: 'غير موجود',
  METHOD_NOT_ALLOWED: 'هذه الطريقة غير مسموح بها',
  RATE_LIMITED: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى لاحقًا.',
  PHOTO_RATE_LIMITED: 'عدد كبير جدًا من الصور المرفوعة. يُرجى المحاولة مرة أخرى لاحقًا.',
  LOGIN_REQUIRED: 'يُرجى تسجيل الدخول',
  ADMIN_ONLY: 'هذا الإجراء متاح للمشرفين فقط',
  CROSS_SITE_REQUEST: 'رُفض هذا الطلب لأنه جاء من موقع آخر.',
  INTERNAL: 'حدث خطأ من جهتنا',
  DATABASE_UNREACHABLE: 'تعذّر الوصول إلى قاعدة البيانات',
  SHUTTING_DOWN: 'الخادم يتوقف الآن',
  EMAIL_TAKEN: 'هذا البريد الإلكتروني مسجَّل بالفعل',
  INVALID_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  EMAIL_NOT_VERIFIED: 'يُرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
  VERIFICATION_TOKEN_MISSING: 'لم يُعثر على رمز التحقق',
  VERIFICATION_LINK_INVALID: 'فشل التحقق: هذا الرابط غير صالح.',
  VERIFICATION_LINK_EXPIRED: 'فشل التحقق: انتهت صلاحية هذا الرابط. سجّل الدخول ليصلك رابط جديد بالبريد الإلكتروني.',
  VERIFICATION_LINK_USED: 'فشل التحقق: سبق استخدام هذا الرابط.',
  RESET_LINK_INVALID: 'رابط إعادة تعيين كلمة المرور غير صالح أو منتهي الصلاحية.',
  RESET_LINK_EXPIRED: 'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يُرجى طلب رابط جديد.',
  RESET_LINK_USED: 'سبق استخدام رابط إعادة تعيين كلمة المرور. يُرجى طلب رابط جديد.',
  WRONG_CURRENT_PASSWORD: 'كلمة المرور الحالية غير صحيحة',
  PHOTO_NOT_AN_IMAGE: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP أو GIF).',
  PHOTO_TOO_LARGE: 'يُرجى اختيار صورة لا يزيد حجمها على 2 ميغابايت.',
  GOOGLE_NOT_CONFIGURED: 'تسجيل الدخول باستخدام Google غير مُفعَّل',
  COURSE_NOT_FOUND: 'الدورة غير موجودة',
  ACCOUNT_BLOCKED: 'تم حظر حسابك. يُرجى التواصل مع الدعم للمساعدة.',
  ALREADY_SUBSCRIBED: 'أنت مشترك بالفعل في هذه الدورة',
  NOT_YOUR_SUBSCRIPTION: 'يمكنك الاطلاع على اشتراكاتك فقط',
  USER_NOT_FOUND: 'المستخدم غير موجود.',
  PAYMENT_NOT_FOUND: 'عملية الدفع غير موجودة',
  PAYMENT_ALREADY_REFUNDED: 'هذه الدفعة مُعلَّمة كمستردّة بالفعل.',
  PAYMENT_METHOD_UNAVAILABLE: 'طريقة الدفع هذه غير متاحة',
  PAYMENT_PROVIDER_UNAVAILABLE: 'خدمة الدفع غير متاحة الآن. يُرجى المحاولة لاحقًا.',
  PAYMENT_IN_PROGRESS: 'يجري تجهيز عملية الدفع لهذه الدورة. يُرجى المحاولة مرة أخرى بعد لحظات.',
  CALLBACK_UNVERIFIED: 'تعذّر التحقق من إشعار الدفع هذا',
  CALLBACK_MISMATCH: 'إشعار الدفع هذا لا يطابق عملية الدفع',
  TRANSACTION_REUSED: 'سبق تسجيل هذه المعاملة لعملية دفع أخرى',
  NOT_SUBSCRIBED: 'يجب أن تشترك في هذه الدورة للوصول إلى دروسها.',
  LESSON_NOT_FOUND: 'الدرس غير موجود',
  LESSON_NOT_WATCHED: 'شاهد 90% من الدرس على الأقل لإكماله.',
  CERTIFICATE_NOT_FOUND: 'الشهادة غير موجودة',
  CERTIFICATE_REVOKED: 'تم إلغاء هذه الشهادة.',
  CERTIFICATE_ALREADY_REVOKED: 'هذه الشهادة ملغاة بالفعل.',
  CANNOT_CHANGE_OWN_ACCOUNT: 'لا يمكنك تغيير دورك أو حظر حسابك.',
  LAST_ADMIN: 'لا يمكن تخفيض آخر مشرف أو حظره أو حذفه.',
  SUBSCRIPTION_NOT_FOUND: 'الاشتراك غير موجود',
  COURSE_HAS_LEARNERS: 'هناك متعلمون مسجَّلون في هذه الدورة، لذا لا يمكن حذفها. أرشِفها بدلًا من ذلك.',
  LESSON_FILE_NOT_FOUND: 'الملف غير موجود',
  LESSON_FILE_NOT_A_PDF: 'يُرجى اختيار ملف PDF.',
  LESSON_FILE_TOO_LARGE: 'يُرجى اختيار ملف PDF لا يزيد حجمه على 20 ميغابايت.',
  COURSE_IMAGE_NOT_AN_IMAGE: 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP).',
  COURSE_IMAGE_TOO_LARGE: 'يُرجى اختيار صورة لا يزيد حجمها على 5 ميغابايت.',
  APPLICATION_PENDING: 'لديك طلب قيد المراجعة لهذا البرنامج بالفعل.',
  APPLICATION_NOT_FOUND: 'الطلب غير موجود',
  APPLICATION_REVIEWED: 'تمت مراجعة هذا الطلب بالفعل.',
  INSTRUCTOR_NOT_FOUND: 'لا يوجد مدرّب بهذا المعرّف',
};

/** The success sentences the account routes answer with, keyed by the contract's own constants. */
const accounts = {
  [ACCOUNT_MESSAGES.registered]: 'تم إنشاء الحساب. يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.',
  [ACCOUNT_MESSAGES.verified]: 'تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.',
  [ACCOUNT_MESSAGES.loggedOut]: 'تم تسجيل خروجك.',
  [ACCOUNT_MESSAGES.resetLinkSent]: 'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  [ACCOUNT_MESSAGES.verificationSent]: 'إذا كان لهذا البريد الإلكتروني حساب ينتظر التأكيد، فقد أرسلنا إليه رابط تأكيد جديدًا.',
  [ACCOUNT_MESSAGES.passwordReset]: 'تمت إعادة تعيين كلمة المرور بنجاح. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  [ACCOUNT_MESSAGES.passwordUpdated]: 'تم تحديث كلمة المرور بنجاح!',
};

/** Why a Google sign-in ended without a session, shown on the callback page. */
const ARABIC_GOOGLE: Readonly<Record<GoogleFailure, string>> = {
  notConfigured: 'تسجيل الدخول باستخدام Google غير مُفعَّل',
  unavailable: 'تسجيل الدخول باستخدام Google غير متاح الآن. يُرجى المحاولة لاحقًا.',
  cancelled: 'أُلغي تسجيل الدخول باستخدام Google.',
  failed: 'فشل تسجيل الدخول باستخدام Google. يُرجى المحاولة مرة أخرى.',
  expired: 'استغرق تسجيل الدخول باستخدام Google وقتًا طويلًا أو بدأ في متصفح آخر. يُرجى المحاولة مرة أخرى.',
  noEmail: 'لم يشارك حسابك في Google عنوان بريد إلكتروني، ونحتاج إليه لتسجيل دخولك.',
  unverifiedEmail:
    'لم تتحقق Google من البريد الإلكتروني لهذا الحساب. يُرجى تأكيده لدى Google، أو تسجيل الدخول ببريدك الإلكتروني وكلمة المرور.',
  otherGoogleAccount:
    'هذا البريد الإلكتروني مرتبط بحساب Google آخر. يُرجى تسجيل الدخول بذلك الحساب، أو ببريدك الإلكتروني وكلمة المرور.',
};
const google = Object.fromEntries(Object.entries(ARABIC_GOOGLE).map(([failure, arabic]) => [GOOGLE_MESSAGES[failure as GoogleFailure], arabic]));

/** Each error code's English sentence with its Arabic, so a sentence shown without its code still reads. */
const errorSentences = Object.fromEntries(ERROR_CODES.map((code) => [ERRORS[code].message, ARABIC_ERRORS[code]]));

export const arabicMessages: Readonly<Record<string, string>> = { ...validation, ...errorSentences, ...accounts, ...google };

/** "1 minute", "3 minutes": Arabic counts have their own forms (one, two, few, many). */
function arabicMinutes(count: number): string {
  if (count === 1) return 'دقيقة واحدة';
  if (count === 2) return 'دقيقتين';
  if (count % 100 >= 3 && count % 100 <= 10) return `${count} دقائق`;
  return `${count} دقيقة`;
}

/** Sentences with a number in them. */
const patterns: ReadonlyArray<readonly [RegExp, (count: number) => string]> = [
  [/^Too many attempts\. Please try again in (\d+) minutes?\.$/, (n) => `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${arabicMinutes(n)}.`],
  [/^Too many photo uploads\. Please try again in (\d+) minutes?\.$/, (n) => `عدد كبير جدًا من الصور المرفوعة. يُرجى المحاولة مرة أخرى بعد ${arabicMinutes(n)}.`],
];

/** Whether the catalogue has `message`'s Arabic, fixed sentence or pattern. */
export const hasArabic = (message: string): boolean =>
  Object.hasOwn(arabicMessages, message) || patterns.some(([pattern]) => pattern.test(message));

/**
 * `message` in `locale`. A message the catalogue does not know (a rule added before its words)
 * stays in English rather than not showing at all; so does one already translated.
 */
export function localizeMessage(message: string, locale: string): string {
  if (locale !== 'ar') return message;
  if (Object.hasOwn(arabicMessages, message)) return arabicMessages[message] ?? message;
  for (const [pattern, translate] of patterns) {
    const count = pattern.exec(message)?.[1];
    if (count !== undefined) return translate(Number(count));
  }
  return message;
}

/** The Arabic for a rate limit's wait, by its code. */
const ARABIC_WAITS: Partial<Record<ErrorCode, (minutes: string) => string>> = {
  RATE_LIMITED: (minutes) => `محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد ${minutes}.`,
  PHOTO_RATE_LIMITED: (minutes) => `عدد كبير جدًا من الصور المرفوعة. يُرجى المحاولة مرة أخرى بعد ${minutes}.`,
};

/** An API answer with a code this contract knows (the client's `ApiError`, checked by shape so the server can import this file). */
interface CodedError {
  code: ErrorCode;
  message: string;
  retryAfterSeconds?: number | undefined;
}
const isCodedError = (error: unknown): error is CodedError =>
  error instanceof Error && 'code' in error && typeof error.code === 'string' && Object.hasOwn(ERRORS, error.code);

/**
 * A failed call's words in `locale`, decided by the error's code: a VALIDATION answer shows its rule,
 * a rate limit its wait, every other code its own sentence. Anything that is not an API answer (a
 * network failure, an answer that is not ours) shows `fallback`, which the caller gives in `locale`.
 */
export function localizeError(error: unknown, fallback: string, locale: string): string {
  if (!isCodedError(error)) return fallback;
  if (locale !== 'ar') return error.message;
  const wait = ARABIC_WAITS[error.code];
  if (wait && error.retryAfterSeconds !== undefined) return wait(arabicMinutes(Math.max(1, Math.ceil(error.retryAfterSeconds / 60))));
  if (error.code === 'VALIDATION') return localizeMessage(error.message, locale);
  return ARABIC_ERRORS[error.code];
}
