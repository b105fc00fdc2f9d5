import { NavigationBar } from '@manara/features/navigation';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { sitePaths } from '@manara/api-client/paths';

/** The site's banner: the navigation bar, told where we are and how to leave after Logout, with the course search and the language switch. */
export function Header() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goHome = useCallback(() => void navigate(sitePaths.home()), [navigate]);
  return (
    <header>
      <NavigationBar currentPath={pathname} onSignedOut={goHome} actions={
          <>
            <HeaderSearch />
            <LanguageSwitch />
          </>
        } logoSrc="/favicon.svg" />
    </header>
  );
}
