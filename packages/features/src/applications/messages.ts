import { params } from '@nanostores/i18n';
import { defineMessages } from '../shared/i18n';

/** My Applications' words (docs/product/public-pages.md#programmes); the questions are the programme forms'. */
export const myApplicationsMessages = defineMessages('myApplications', {
  title: 'My Applications',
  empty: 'You have not applied to a programme yet.',
  explore: 'Explore our programmes',
  failed: 'Failed to fetch applications',
  userFailed: 'Failed to get user data',
  errorTitle: 'Error:',
  retry: 'Try Again',
  submittedOn: params<{ date: string }>('Submitted on {date}'),
  reviewedOn: params<{ date: string }>('Reviewed on {date}'),
  pendingText: 'Our team is reviewing your application. You will get an e-mail when it is decided.',
  note: 'Note from the team',
  answers: 'Your answers',
});
