import { defineMessages } from '../i18n';

/** The blocked-account screen's words (docs/product/course-page.md#blocked-account-screen). */
export const blockedMessages = defineMessages('blockedAccount', {
  title: 'Account Blocked',
  text: 'Your account has been blocked and you cannot access course content at this time.',
  reason: 'Reason:',
  blockedOn: 'Blocked on:',
  support: 'Need help? Write to us at',
  contactSupport: 'Contact Support',
  home: 'Go to Homepage',
});
