/**
 * The words of the contract in Arabic. The API and the schemas speak English (the product spec's
 * copy, verbatim), and the client reads some of it (§8: a sign-up failure that mentions 'email'
 * goes under the field), so messages travel in English and are shown through this catalogue,
 * keyed by the English sentence. A rule and its words stay in one place.
 */

/** Form rules (§5): the account schemas' messages. */
const validation = {

    'Email is required': 'البريد الإلكتروني مطلوب',
    'Invalid email address': 'عنوان البريد الإلكتروني غير صالح',
    'Password is required': 'كلمة المرور مطلوبة',
    'Password must be at least 6 characters': 'يجب ألا تقل كلمة المرور عن 6 أحرف',
    'Password must be at least 8 characters': 'يجب ألا تقل كلمة المرور عن 8 أحرف',
    'Password must be at most 128 characters': 'يجب ألا تزيد كلمة المرور على 128 حرفًا',
    'Password must contain at least one uppercase letter': 'يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل',
    'Password must contain at least one lowercase letter': 'يجب أن تحتوي كلمة المرور على حرف صغير واحد على الأقل',
    'Password must contain at least one number': 'يجب أن تحتوي كلمة المرور على رقم واحد على الأقل',
    'Password must contain at least one special character (!@#$%^&*)':
      'يجب أن تحتوي كلمة المرور على رمز خاص واحد على الأقل (!@#$%^&*)',
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
};

/** What the account routes answer. */
const accounts = {
  'Account created. Please check your email to confirm your account.': 'تم إنشاء الحساب. يُرجى مراجعة بريدك الإلكتروني لتأكيد حسابك.',
  'This email is already registered': 'هذا البريد الإلكتروني مسجَّل بالفعل',
  'Email verified successfully! You can now login.': 'تم تأكيد بريدك الإلكتروني بنجاح! يمكنك الآن تسجيل الدخول.',
  'No verification token found': 'لم يُعثر على رمز التحقق',
  'Verification failed: this link is not valid.': 'فشل التحقق: هذا الرابط غير صالح.',
  'Verification failed: this link has expired. Log in to get a new one by email.':
    'فشل التحقق: انتهت صلاحية هذا الرابط. سجّل الدخول ليصلك رابط جديد بالبريد الإلكتروني.',
  'Verification failed: this link has already been used.': 'فشل التحقق: سبق استخدام هذا الرابط.',
  'Invalid email or password': 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  'Please verify your email before logging in.': 'يُرجى تأكيد بريدك الإلكتروني قبل تسجيل الدخول.',
  'You have been logged out.': 'تم تسجيل خروجك.',
  'If an account exists for this email, we have sent a link to reset its password.':
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  'The password reset link has expired. Please request a new one.': 'انتهت صلاحية رابط إعادة تعيين كلمة المرور. يُرجى طلب رابط جديد.',
  'The password reset link has already been used. Please request a new one.':
    'سبق استخدام رابط إعادة تعيين كلمة المرور. يُرجى طلب رابط جديد.',
  'Your password has been reset successfully. You can now login with your new password.':
    'تمت إعادة تعيين كلمة المرور بنجاح. يمكنك الآن تسجيل الدخول بكلمة المرور الجديدة.',
  'Current password is incorrect': 'كلمة المرور الحالية غير صحيحة',
  'Password updated successfully!': 'تم تحديث كلمة المرور بنجاح!',
  'Please log in': 'يُرجى تسجيل الدخول',
  'Please choose an image file (JPEG, PNG, WebP or GIF).': 'يُرجى اختيار ملف صورة (JPEG أو PNG أو WebP أو GIF).',
  'Please choose a photo of 2 MB or less.': 'يُرجى اختيار صورة لا يزيد حجمها على 2 ميغابايت.',
  'Google sign-in is not configured': 'تسجيل الدخول باستخدام Google غير مُفعَّل',
  'Google sign-in is not available right now. Please try again later.':
    'تسجيل الدخول باستخدام Google غير متاح الآن. يُرجى المحاولة لاحقًا.',
  'Google sign-in was cancelled.': 'أُلغي تسجيل الدخول باستخدام Google.',
  'Google sign-in failed. Please try again.': 'فشل تسجيل الدخول باستخدام Google. يُرجى المحاولة مرة أخرى.',
  'Google sign-in took too long or was started in another browser. Please try again.':
    'استغرق تسجيل الدخول باستخدام Google وقتًا طويلًا أو بدأ في متصفح آخر. يُرجى المحاولة مرة أخرى.',
  'Your Google account did not share an email address, which we need to sign you in.':
    'لم يشارك حسابك في Google عنوان بريد إلكتروني، ونحتاج إليه لتسجيل دخولك.',
  'Google has not verified the email address of this Google account. Please verify it with Google, or sign in with your email and password.':
    'لم تتحقق Google من البريد الإلكتروني لهذا الحساب. يُرجى تأكيده لدى Google، أو تسجيل الدخول ببريدك الإلكتروني وكلمة المرور.',
  'This email is already linked to another Google account. Please sign in with that Google account, or with your email and password.':
    'هذا البريد الإلكتروني مرتبط بحساب Google آخر. يُرجى تسجيل الدخول بذلك الحساب، أو ببريدك الإلكتروني وكلمة المرور.',
};

/** What the payment and subscription routes answer, and their request rules. */
const payments = {
  'Your account has been blocked. Please contact support for assistance.': 'تم حظر حسابك. يُرجى التواصل مع الدعم للمساعدة.',
  'You are already subscribed to this course': 'أنت مشترك بالفعل في هذه الدورة',
  'You can only check your own subscriptions': 'يمكنك الاطلاع على اشتراكاتك فقط',
  'User not found.': 'المستخدم غير موجود.',
  'Payment not found': 'عملية الدفع غير موجودة',
  'The payment service is not available right now. Please try again later.': 'خدمة الدفع غير متاحة الآن. يُرجى المحاولة لاحقًا.',
  'This payment notification could not be verified': 'تعذّر التحقق من إشعار الدفع هذا',
  'This payment notification does not match the payment': 'إشعار الدفع هذا لا يطابق عملية الدفع',
  'This transaction has already been recorded for another payment': 'سبق تسجيل هذه المعاملة لعملية دفع أخرى',
  'Your payment for this course is being prepared. Please try again in a moment.': 'يجري تجهيز عملية الدفع لهذه الدورة. يُرجى المحاولة مرة أخرى بعد لحظات.',
  'paymentMethod must be CARD': 'يجب أن تكون طريقة الدفع البطاقة (CARD)',
  'userId must be a user id': 'يجب أن يكون userId معرّف مستخدم',
};

/** What any route may answer. */
const general = {
  'Not found': 'غير موجود',
  'Course not found': 'الدورة غير موجودة',
  'Request body is too large': 'حجم الطلب كبير جدًا',
  'Request body must be valid JSON': 'يجب أن يكون نص الطلب بصيغة JSON صالحة',
  'Request body must be a JSON object': 'يجب أن يكون نص الطلب كائن JSON',
  'Request body must be valid multipart form data': 'يجب أن يكون نص الطلب بيانات نموذج multipart صالحة',
  'The database is not reachable': 'تعذّر الوصول إلى قاعدة البيانات',
  'Something went wrong on our side': 'حدث خطأ من جهتنا',
  'Only admins can do this': 'هذا الإجراء متاح للمشرفين فقط',
};

export const arabicMessages: Readonly<Record<string, string>> = { ...validation, ...accounts, ...payments, ...general };

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
