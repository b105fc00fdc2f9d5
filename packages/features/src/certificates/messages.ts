import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** The public certificate page's words (docs/product/learning.md#the-public-certificate-page). 'Certificate of Completion' is the product's. */
export const certificateMessages = defineMessages('certificate', {
  title: 'Certificate of Completion',
  valid: 'Verified: Manara issued this certificate.',
  awardedTo: 'Awarded to',
  course: 'Course',
  completedOn: 'Completion date',
  issuedOn: 'Issue date',
  completionRate: 'Completion rate',
  lessons: params('{done} of {total} lessons'),
  certificateId: 'Certificate ID',
  qrLabel: 'QR code of this page',
  scanToVerify: 'Scan to verify',
  downloadBadge: 'Download Open Badge',
  addToLinkedIn: 'Add to LinkedIn profile',
  checking: 'Checking certificate...',
  notFoundTitle: 'Certificate not found',
  notFoundText: 'No certificate has this address. Check the link or the QR code you followed.',
  browse: 'Browse Courses',
  errorTitle: 'Error:',
  failed: 'Failed to verify certificate',
  tryAgain: 'Try Again',
});
