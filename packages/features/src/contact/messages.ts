import { defineMessages } from '../shared/i18n';

/** The contact page's words; English is the product's copy where it gives one (docs/product/public-pages.md#contact). */
export const contactMessages = defineMessages('contact', {
  title: 'Contact',
  formTitle: 'Get in Touch',
  intro: 'Questions about a course, a scholarship or our programmes? Write to us and the team will answer by e-mail.',
  firstName: 'First Name',
  lastName: 'Last Name',
  email: 'Email',
  message: 'Message',
  send: 'Send Message',
  sending: 'Sending...',
  sent: 'Message sent successfully!',
  failed: 'Failed to send message! ✕',
  infoTitle: 'Contact Information',
  phone: 'Phone',
  emailLabel: 'Email',
  follow: 'Follow us',
  /** Not for people: a form that fills it was filled by a program. */
  website: 'Leave this field empty',
});
