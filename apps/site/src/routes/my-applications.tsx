import { MyApplicationsScreen } from '@manara/features/applications';
import { useStore } from '@nanostores/react';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { pageMessages } from './pageMessages';

/** `/my-applications`, in the frame, signed in (docs/product/public-pages.md#programmes): the learner's applications. */
export function Component() {
  const t = useStore(pageMessages);
  return (
    <RequireSignedIn>
      <title>{t.myApplicationsTitle}</title>
      <MyApplicationsScreen />
    </RequireSignedIn>
  );
}
