import { storeSessionHint, usersProfile } from '@manara/api-client/mocks';
import { INTERNAL_ERROR_MESSAGE } from '@manara/api-client/schemas';
import { Button } from '@manara/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { SessionProvider, useSession } from './SessionProvider';
import * as styles from './SessionProvider.stories.css';

/** Shows the auth state of docs/product/accounts.md#the-session as a list, with a way out. Stories only: the session has no screen. */
function SessionProbe() {
  const { user, loading, error, isAuthenticated, isAdmin, signOut } = useSession();
  const rows = {
    isAuthenticated: String(isAuthenticated),
    isAdmin: String(isAdmin),
    loading: String(loading),
    user: user ? `${user.firstName} ${user.lastName} (${user.role})` : '—',
    error: error ?? '—',
  };
  return (
    <section className={styles.probe} aria-label="Session">
      <dl className={styles.list}>
        {Object.entries(rows).map(([name, value]) => (
          <div key={name} className={styles.row}>
            <dt>{name}</dt>
            <dd aria-label={name}>{value}</dd>
          </div>
        ))}
      </dl>
      {isAuthenticated && (
        <Button variant="outline" onClick={() => void signOut()}>
          Sign out
        </Button>
      )}
    </section>
  );
}

/** A session stored before the story renders, as a returning visitor has. */
const storedSession = (role: 'user' | 'admin') => () => {
  storeSessionHint(role);
};

const meta = {
  title: 'Features/Session/SessionProvider',
  component: SessionProvider,
  args: { children: <SessionProbe /> },
  // Every story starts from its own cookies and leaves none behind.
  beforeEach: () => {
    storeSessionHint(undefined);
    return () => storeSessionHint(undefined);
  },
} satisfies Meta<typeof SessionProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const value = (canvas: { getByLabelText: (name: string) => HTMLElement }, name: string) => canvas.getByLabelText(name);

/** No cookie: signed out, and no profile is asked for (an unhandled request would fail the story). */
export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(value(canvas, 'isAuthenticated')).toHaveTextContent('false');
    await expect(value(canvas, 'loading')).toHaveTextContent('false');
    await expect(canvas.queryByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  },
};

/** A token, and the profile still on its way: loading stays true. */
export const Loading: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.loading } } },
  play: async ({ canvas }) => {
    await expect(value(canvas, 'isAuthenticated')).toHaveTextContent('true');
    await expect(value(canvas, 'loading')).toHaveTextContent('true');
    await expect(value(canvas, 'user')).toHaveTextContent('—');
  },
};

export const SignedIn: Story = {
  beforeEach: storedSession('user'),
  play: async ({ canvas }) => {
    await waitFor(() => expect(value(canvas, 'user')).toHaveTextContent('Mona Adel (user)'));
    await expect(value(canvas, 'loading')).toHaveTextContent('false');
    await expect(value(canvas, 'isAdmin')).toHaveTextContent('false');
  },
};

export const Admin: Story = {
  beforeEach: storedSession('admin'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.admin } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(value(canvas, 'user')).toHaveTextContent('Karim Hassan (admin)'));
    await expect(value(canvas, 'isAdmin')).toHaveTextContent('true');
  },
};

/** The session ended elsewhere: the profile answers 401, both cookies go, and the state follows. */
export const SessionEnded: Story = {
  beforeEach: storedSession('admin'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.unauthorized } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(value(canvas, 'isAuthenticated')).toHaveTextContent('false'));
    await expect(value(canvas, 'isAdmin')).toHaveTextContent('false');
    await expect(document.cookie).not.toMatch(/manara_(token|role)=/);
  },
};

/** The profile failed for another reason: the session stays, the reason is kept but not shown (docs/product/accounts.md#the-session). */
export const ProfileError: Story = {
  beforeEach: storedSession('user'),
  parameters: { msw: { handlers: { usersProfile: usersProfile.error } } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(value(canvas, 'error')).toHaveTextContent(INTERNAL_ERROR_MESSAGE));
    await expect(value(canvas, 'isAuthenticated')).toHaveTextContent('true');
    await expect(value(canvas, 'loading')).toHaveTextContent('false');
  },
};
