import { NavigationBar } from '@manara/features/navigation';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';
import { useSiteNavigate } from '../navigation';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSwitch } from './LanguageSwitch';
import { sitePaths, withoutLanguage } from '@manara/api-client/paths';

/** The site's banner: the navigation bar, told where we are and how to leave after Logout, with the course search and the language switch. */
export function Header() {
  const navigate = useSiteNavigate();
  const { pathname } = useLocation();
  const goHome = useCallback(() => void navigate(sitePaths.home()), [navigate]);
  return (
    <header>
      <NavigationBar currentPath={withoutLanguage(pathname)} onSignedOut={goHome} actions={
          <>
            <HeaderSearch />
            <LanguageSwitch />
          </>
        } logoSrc="/favicon.svg" />
    </header>
  );
}
