import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { defineMessages } from './i18n';

/**
 * The contract's validation messages (§5, in `@manara/api-client/schemas`) are English, because
 * the server answers with the same words. Forms show them through this dictionary: the English
 * sentence is the key, so a rule and its words change in one place, and a test holds every message
 * the account schemas can produce to an entry here.
 */
export const validationEnglish = {
  'Email is required': 'Email is required',
  'Invalid email address': 'Invalid email address',
  'Password is required': 'Password is required',
  'Password must be at least 6 characters': 'Password must be at least 6 characters',
  'Password must be at least 8 characters': 'Password must be at least 8 characters',
  'Password must be at most 128 characters': 'Password must be at most 128 characters',
  'Password must contain at least one uppercase letter': 'Password must contain at least one uppercase letter',
  'Password must contain at least one lowercase letter': 'Password must contain at least one lowercase letter',
  'Password must contain at least one number': 'Password must contain at least one number',
  'Password must contain at least one special character (!@#$%^&*)':
    'Password must contain at least one special character (!@#$%^&*)',
  'Confirm password is required': 'Confirm password is required',
  'Passwords must match': 'Passwords must match',
  'Passwords do not match': 'Passwords do not match',
  'Please confirm your password': 'Please confirm your password',
  'Current password is required': 'Current password is required',
  'New password is required': 'New password is required',
  'First name is required': 'First name is required',
  'First name must be at least 2 characters': 'First name must be at least 2 characters',
  'First name must be at most 50 characters': 'First name must be at most 50 characters',
  'Last name is required': 'Last name is required',
  'Last name must be at least 2 characters': 'Last name must be at least 2 characters',
  'Last name must be at most 50 characters': 'Last name must be at most 50 characters',
  'Phone number is required': 'Phone number is required',
  'invalid Phone number ': 'invalid Phone number ',
  'The password reset link is invalid or has expired.': 'The password reset link is invalid or has expired.',
} as const;

export const validationMessages = defineMessages('validation', {
  en: validationEnglish,
  ar: {
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
  },
});

const isKnown = (message: string): message is keyof typeof validationEnglish => Object.hasOwn(validationEnglish, message);

/**
 * Turns a contract message into the active language. A message without an entry (a rule added to
 * the contract before its words) shows in English rather than not at all.
 */
export function useValidationMessage(): (message: string | undefined) => string | undefined {
  const t = useStore(validationMessages);
  return useCallback((message) => (message === undefined ? undefined : isKnown(message) ? t[message] : message), [t]);
}
