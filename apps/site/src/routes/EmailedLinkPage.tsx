import { useStore } from '@nanostores/react';
import { useCallback, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { sitePaths } from '@manara/api-client/paths';
import { pageMessages } from './pageMessages';

interface EmailedLink {
  /** The link's `?token=`, or undefined when the link came without one. */
  token: string | undefined;
  /** Once the link has done its work: on to /login, in place of this page in the history. */
  goToLogin: () => void;
}

/**
 * A page opened from a link in an email (/reset-password, /verify-email), without the frame
 * (docs/product/routes.md#pages-without-the-frame): its title, and its screen given the link's token.
 */
export function EmailedLinkPage({ title, screen }: { title: 'resetPasswordTitle' | 'verifyEmailTitle'; screen: (link: EmailedLink) => ReactNode }) {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const [search] = useSearchParams();
  const goToLogin = useCallback(() => void navigate(sitePaths.login(), { replace: true }), [navigate]);
  return (
    <>
      <title>{t[title]}</title>
      {screen({ token: search.get('token') ?? undefined, goToLogin })}
    </>
  );
}
