import { defineMessages } from '../shared/i18n';

/** The services page's words; English is the product's copy where it gives one (docs/product/public-pages.md#services). */
export const servicesMessages = defineMessages('services', {
  heroTitle: 'Take the Lead. Spark Inspiration. Shape the Future.',
  heroText:
    'Two programmes for students who want more than a course: represent Manara where you study, or work with a mentor who has walked the road to a scholarship.',
  learnMore: 'Learn More',
  programsTitle: 'Our Programs',
  ambassadorText: 'Represent Manara at your school or university: run sessions, share opportunities with your classmates and grow as a leader.',
  applyNow: 'Apply Now',
  mentorshipText: 'Get matched with a mentor for your scholarship applications, your study plan and your first career steps.',
  requestMentor: 'Request Mentor',
  podcastTitle: 'The Manara Podcast',
  podcastText: 'Scholarship winners, mentors and recruiters tell how they got there, one episode a fortnight.',
  listen: 'Listen Now',
  podcastDialogTitle: 'Listen to the Manara Podcast',
  podcastDialogText: 'Choose where you listen:',
  close: 'Close',
  subscribeTitle: 'New episodes by e-mail',
  subscribeEmail: 'Email',
  subscribe: 'Subscribe',
  subscribed: 'Subscribed!',
});

/** The programme forms and what follows them (docs/product/public-pages.md#programmes). */
export const programFormMessages = defineMessages('programForms', {
  ambassadorFormTitle: 'Apply to the Ambassador Program',
  mentorshipFormTitle: 'Request a Mentor',
  formHint: 'All four answers are required.',
  submit: 'Submit',
  submitting: 'Submitting...',
  cancel: 'Cancel',
  applicationSubmitted: 'Application Submitted!',
  applicationSubmittedText: 'We have sent you a confirmation e-mail. Our team will review your application and write to you.',
  requestSubmitted: 'Request Submitted!',
  requestSubmittedText: 'We have sent you a confirmation e-mail. Our team will review your request and write to you.',
  myApplications: 'See my applications',
  ok: 'OK',
  errorTitle: 'Error!',
  applicationFailed: 'Failed to submit application. Please try again.',
  requestFailed: 'Failed to submit request. Please try again.',
  tryAgain: 'Try Again',
  loginTitle: 'Login Required',
  loginText: 'Please login to apply to this program',
  login: 'Login',
  signUp: 'Sign Up',
});
