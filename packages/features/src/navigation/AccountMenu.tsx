import { Avatar, Menu, RoutedLink, type MenuItem } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useSession } from '../shared/session';
import { accountMessages } from './accountMessages';
import { AccountPlaceholder } from './AccountPlaceholder';
import { ariaCurrent } from './currentPage';
import * as styles from './NavigationBar.css';
import { sitePaths } from '@manara/api-client/paths';

export interface AccountMenuProps {
  currentPath: string;
  onSignedOut: () => void;
  /** The bar owns the open state, so a new page closes the menu. */
  open: boolean;
  onOpenChange: (event: { open: boolean }) => void;
}

/**
 * The signed-in account (docs/product/navigation.md#account-menu): an avatar menu on a wide screen, a plain list in the phone's panel.
 * My Courses only for a user with courses, Dashboard only for an admin; Logout ends the session,
 * then tells the app. Loaded on demand: a visitor who is signed out never needs it.
 */
export default function AccountMenu({ currentPath, onSignedOut, open, onOpenChange }: AccountMenuProps) {
  const t = useStore(accountMessages);
  const { user, loading, isAdmin, signOut } = useSession();
  if (loading) return <AccountPlaceholder />;

  const logout = async () => {
    await signOut();
    onSignedOut();
  };
  // The profile may have failed to load (not shown: docs/product/errors.md): the account still works, without a name.
  const name = user ? `${user.firstName} ${user.lastName}` : '';
  const items: MenuItem[] = [
    { id: 'profile', label: t.myProfile, href: sitePaths.profile() },
    ...(user && user.courses.length > 0 ? [{ id: 'courses', label: t.myCourses, href: sitePaths.myCourses() }] : []),
    { id: 'certificates', label: t.myCertificates, href: sitePaths.certificates() },
    { id: 'applications', label: t.myApplications, href: sitePaths.myApplications() },
    ...(isAdmin ? [{ id: 'dashboard', label: t.dashboard, href: sitePaths.admin('dashboard') }] : []),
    { id: 'logout', label: t.logout, onSelect: () => void logout() },
  ];

  return (
    <div className={styles.account}>
      <Menu
        className={styles.accountMenu}
        label={name ? t.accountMenuOf({ name }) : t.accountMenu}
        trigger={<Avatar name={name} src={user?.image?.url} decorative />}
        items={items}
        align="end"
        open={open}
        onOpenChange={onOpenChange}
      />
      <ul className={styles.accountList}>
        {name && (
          <li className={styles.accountName}>
            <Avatar name={name} src={user?.image?.url} size="sm" decorative />
            {name}
          </li>
        )}
        {items.map((item) => (
          <li key={item.id}>
            {item.href !== undefined ? (
              <RoutedLink href={item.href} className={styles.accountAction} aria-current={ariaCurrent(item.href, currentPath)}>
                {item.label}
              </RoutedLink>
            ) : (
              <button type="button" className={styles.accountAction} onClick={item.onSelect}>
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
