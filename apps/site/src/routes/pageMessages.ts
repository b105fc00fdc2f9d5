import { params } from '@nanostores/i18n';
import { defineMessages } from '@manara/features/i18n';

/**
 * The words of the pages that load on demand (their titles, the not-found page), kept out of the
 * first chunk with them. English is the product spec's copy, verbatim.
 */
export const pageMessages = defineMessages('pages', {
  loginTitle: 'Login · Manara',
  signupTitle: 'Sign Up · Manara',
  forgotPasswordTitle: 'Forgot Password · Manara',
  resetPasswordTitle: 'Reset Password · Manara',
  verifyEmailTitle: 'Verify Email · Manara',
  googleTitle: 'Google Login · Manara',
  profileTitle: 'My Profile · Manara',
  courseTitle: 'Course · Manara',
  /** A course's page, once its course is known: as its link preview names it. */
  courseTitleOf: params('{title} | Manara'),
  myCoursesTitle: 'My Courses · Manara',
  paymentResultTitle: 'Payment · Manara',
  certificateTitle: 'Certificate · Manara',
  /** A certificate's page once it is read: as its link preview names it (docs/product/learning.md#the-public-certificate-page). */
  certificateTitleOf: params('Certificate: {learner}, {course} | Manara'),
  revokedCertificateTitle: 'Revoked certificate | Manara',
  certificatesTitle: 'My Certificates · Manara',
  contactTitle: 'Contact · Manara',
  homeTitle: 'Manara · Scholarships, courses and mentorship',
  aboutTitle: 'About Us · Manara',
  servicesTitle: 'Our Services · Manara',
  searchTitle: 'Results · Manara',
  myApplicationsTitle: 'My Applications · Manara',
  lessonsTitle: 'Lessons · Manara',
  notFoundTitle: 'Page Not Found · Manara',
  notFound: 'Page Not Found',
  notFoundText: 'The page you are looking for does not exist or has moved.',
  goBack: 'Go Back',
});
