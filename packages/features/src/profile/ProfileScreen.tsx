import { Alert, Page, PageHeader, Skeleton, Stack, Surface, VisuallyHidden } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useSession } from '../shared/session';
import { profileMessages } from './messages';
import { PasswordSection } from './PasswordSection';
import { ProfileDetailsForm } from './ProfileDetailsForm';

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
    <Page width="narrow" gap={6}>
      <PageHeader title={t.title} />
      {user !== undefined ? (
        <>
          <Surface as="section" padding={6} gap={5} shadow="md">
            {/* A new user (another sign-in) starts the form again from their own values. */}
            <ProfileDetailsForm key={user._id} user={user} />
          </Surface>
          <PasswordSection key={user._id} email={user.email} />
        </>
      ) : loading ? (
        <Surface padding={6} gap={5} shadow="md" role="status" aria-busy="true">
          <VisuallyHidden>{t.loading}</VisuallyHidden>
          <Stack gap={4}>
            <Skeleton shape="circle" width="6rem" height="6rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton height="2.75rem" />
            <Skeleton width="9rem" height="2.5rem" />
          </Stack>
        </Surface>
      ) : (
        // The profile could not be fetched; the session goes on (docs/product/errors.md) but there is nothing to edit.
        <Alert tone="danger">{t.unavailable}</Alert>
      )}
    </Page>
  );
}
