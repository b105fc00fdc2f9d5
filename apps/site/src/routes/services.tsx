import { sitePaths } from '@manara/api-client/paths';
import { ServicesScreen } from '@manara/features/programs';
import { useStore } from '@nanostores/react';
import { PODCAST_LINKS } from '../siteContact';
import { pageMessages } from './pageMessages';
import { useGoToLogin } from '../loginHere';

/** `/services`, in the frame (docs/product/public-pages.md#services): the programmes and the podcast. */
export function Component() {
  const t = useStore(pageMessages);
  const goToLogin = useGoToLogin();
  return (
    <>
      <title>{t.servicesTitle}</title>
      <ServicesScreen podcastLinks={PODCAST_LINKS} myApplicationsHref={sitePaths.myApplications()} onSignIn={goToLogin} />
    </>
  );
}
