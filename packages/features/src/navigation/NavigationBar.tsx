import { ButtonLink, RoutedLink } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useId, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useSession } from '../shared/session';
import { AccountPlaceholder } from './AccountPlaceholder';
import { ariaCurrent } from './currentPage';
import { navigationMessages } from './messages';
import * as styles from './NavigationBar.css';
import { safeReturnPath, sitePaths } from '@manara/api-client/paths';

export interface NavigationBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The path of the page shown: its link is marked current, and a change closes the menus. */
  currentPath: string;
  /** Logout has ended the session: the app goes on (to `/`). */
  onSignedOut: () => void;
  /** The app's own controls at the end of the bar, e.g. the language switch. */
  actions?: ReactNode;
  /** The brand mark beside the name. */
  logoSrc?: string;
}

/**
 * The signed-in part comes on demand, and begins loading as soon as there is a session, with the
 * profile: the first page of a signed-out visitor stays light (the size budget).
 */
const AccountMenu = lazy(() => import('./AccountMenu'));

/** The site's pages, in the bar's order (docs/product/navigation.md#links). */
const PAGES = [
  { href: sitePaths.home(), key: 'home' },
  { href: sitePaths.about(), key: 'about' },
  { href: sitePaths.services(), key: 'services' },
  { href: sitePaths.courses(), key: 'courses' },
  { href: sitePaths.contact(), key: 'contact' },
] as const;

/** Three bars, or a cross when the menu is open. */
function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d={open ? 'm6 6 12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
    </svg>
  );
}

/** Login from the bar comes back to the page it was pressed on (decision 072); from home there is nothing to come back to. */
const loginHref = (currentPath: string) =>
  sitePaths.login(currentPath === sitePaths.home() ? undefined : safeReturnPath(currentPath));

/**
 * The site's navigation bar (docs/product/navigation.md): the brand, the pages, and the account: Sign Up and Login when
 * signed out, nothing while the session loads (its place kept), an avatar menu when signed in.
 * On a phone (768 px or less, docs/product/navigation.md#mobile-menu) a toggle shows all of it as a list. Menus close when a choice
 * is made or the page changes.
 */
export function NavigationBar({ currentPath, onSignedOut, actions, logoSrc, className, ...rest }: NavigationBarProps) {
  const t = useStore(navigationMessages);
  const { isAuthenticated } = useSession();
  const panelId = useId();
  const [mobileOpen, setMobileOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  // A new page closes both menus, however it was reached (a link, Back, a redirect).
  const [shownPath, setShownPath] = useState(currentPath);
  if (shownPath !== currentPath) {
    setShownPath(currentPath);
    setMobileOpen(false);
    setMenuOpen(false);
  }

  // Any link or button chosen in the phone's panel closes it, the page changing or not.
  const closeOnChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a, button')) setMobileOpen(false);
  };

  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <div className={styles.bar}>
        <RoutedLink href={sitePaths.home()} className={styles.brand}>
          {logoSrc && <img className={styles.brandMark} src={logoSrc} alt="" width={32} height={32} />}
          {t.brand}
        </RoutedLink>
        <button
          type="button"
          className={styles.toggle}
          aria-label={t.menu}
          aria-expanded={mobileOpen}
          aria-controls={panelId}
          onClick={() => setMobileOpen((open) => !open)}
        >
          <MenuIcon open={mobileOpen} />
        </button>
        {/* Clicks bubble here from the links and buttons inside; those are the interactive parts. */}
        {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
        <div id={panelId} className={styles.panel} data-open={mobileOpen || undefined} onClick={closeOnChoice}>
          <nav className={styles.nav} aria-label={t.navLabel}>
            <ul className={styles.navList}>
              {PAGES.map(({ href, key }) => (
                <li key={href}>
                  <RoutedLink href={href} className={styles.navLink} aria-current={ariaCurrent(href, currentPath)}>
                    {t[key]}
                  </RoutedLink>
                </li>
              ))}
            </ul>
          </nav>
          {!isAuthenticated ? (
            <div className={styles.account}>
              <ButtonLink href={sitePaths.signup()} aria-current={ariaCurrent(sitePaths.signup(), currentPath)}>
                {t.signUp}
              </ButtonLink>
              <ButtonLink href={loginHref(currentPath)} variant="outline" aria-current={ariaCurrent(sitePaths.login(), currentPath)}>
                {t.login}
              </ButtonLink>
            </div>
          ) : (
            <Suspense fallback={<AccountPlaceholder />}>
              <AccountMenu currentPath={currentPath} onSignedOut={onSignedOut} open={menuOpen} onOpenChange={({ open }) => setMenuOpen(open)} />
            </Suspense>
          )}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
      </div>
    </div>
  );
}
