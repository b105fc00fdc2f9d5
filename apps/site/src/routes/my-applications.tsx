import { MyApplicationsScreen } from '@manara/features/applications';
import { titledPage } from './titledPage';

/** `/my-applications`, in the frame, signed in (docs/product/public-pages.md#programmes): the learner's applications. */
export const Component = titledPage('myApplicationsTitle', MyApplicationsScreen, { signedIn: true });
