import { defineMessages } from '../i18n';

/** Words of the session. They reach the user only as the text of a failure. */
export const sessionMessages = defineMessages('session', {
  en: {
    profileFailed: 'Failed to get user data',
    logoutFailed: 'Failed to log out',
  },
  ar: {
    profileFailed: 'تعذّر تحميل بيانات المستخدم',
    logoutFailed: 'تعذّر تسجيل الخروج',
  },
});
