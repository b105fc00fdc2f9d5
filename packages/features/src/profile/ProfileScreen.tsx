import { Alert, Skeleton, VisuallyHidden } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useSession } from '../shared/session';
import { profileMessages } from './messages';
import { PasswordSection } from './PasswordSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';
import * as styles from './ProfileScreen.css';

export interface ProfileScreenProps {
  /** There is no session (never was, or a 401 ended it): the app goes to `/login`. */
  onSignedOut: () => void;
}

/**
 * `/profile` (docs/product/accounts.md#profile), inside the site's frame: the signed-in user's details and photo, and their
 * password. It shows nothing without a session and tells the app, which sends the visitor to sign in.
 */
export function ProfileScreen({ onSignedOut }: ProfileScreenProps) {
  const t = useStore(profileMessages);
  const { user, loading, isAuthenticated } = useSession();

  useEffect(() => {
    if (!isAuthenticated) onSignedOut();
  }, [isAuthenticated, onSignedOut]);

  if (!isAuthenticated) return null;

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t.title}</h1>
      {user !== undefined ? (
        <>
          <section className={styles.card}>
            {/* A new user (another sign-in) starts the form again from their own values. */}
            <ProfileDetailsForm key={user._id} user={user} />
          </section>
          <PasswordSection key={user._id} email={user.email} />
        </>
      ) : loading ? (
        <div className={styles.card} role="status" aria-busy="true">
          <VisuallyHidden>{t.loading}</VisuallyHidden>
          <div className={styles.skeleton}>
            <Skeleton shape="circle" width="6rem" height="6rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton width="9rem" height="2.5rem" />
          </div>
        </div>
      ) : (
        // The profile could not be fetched; the session goes on (docs/product/errors.md) but there is nothing to edit.
        <Alert tone="danger">{t.unavailable}</Alert>
      )}
    </div>
  );
}
