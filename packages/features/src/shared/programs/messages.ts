import { defineMessages } from '../i18n';

/**
 * The programmes' names, their questions and an application's statuses: the same words on the services
 * page's forms, on My Applications and in the admin's review (docs/product/public-pages.md#programmes).
 */
export const programMessages = defineMessages('programs', {
  ambassador: 'Ambassador Program',
  mentorship: 'Mentorship & Career Guidance',
  motivation: 'Why do you want to be a Manara ambassador?',
  promotionPlan: 'How would you promote Manara where you study?',
  experience: 'Your experience in leading, organising or volunteering',
  questions: 'Your questions for us',
  goal: 'What is your goal?',
  area: 'Which area do you need guidance in?',
  expectations: 'What do you expect from your mentor?',
  availability: 'When are you available?',
  noAnswer: '—',
  statusLabel: 'Status: ',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
});
