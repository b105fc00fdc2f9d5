import { MyApplicationsScreen } from '@manara/features/applications';
import { signedInPage } from './signedInPage';

/** `/my-applications`, in the frame, signed in (docs/product/public-pages.md#programmes): the learner's applications. */
export const Component = signedInPage('myApplicationsTitle', MyApplicationsScreen);
