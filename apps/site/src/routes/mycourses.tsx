import { MyCoursesScreen } from '@manara/features/mycourses';
import { useStore } from '@nanostores/react';
import { useCallback } from 'react';
import { useSiteNavigate } from '../navigation';
import { RequireSignedIn } from '../guards/RequireSignedIn';
import { useGoToLogin } from '../loginHere';
import { pageMessages } from './pageMessages';

/** `/mycourses`, in the frame (docs/product/routes.md): the signed-in user's courses; a session that ends here leads to /login. */
export function Component() {
  const t = useStore(pageMessages);
  const navigate = useSiteNavigate();
  const goTo = useCallback(({ href }: { href: string }) => void navigate(href), [navigate]);
  const goToLogin = useGoToLogin({ replace: true });
  return (
    <RequireSignedIn>
      <title>{t.myCoursesTitle}</title>
      <MyCoursesScreen onNavigate={goTo} onSignedOut={goToLogin} />
    </RequireSignedIn>
  );
}
