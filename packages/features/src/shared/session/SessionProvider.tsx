import { forgetSessionHint, readSessionHint, sessionChanged, subscribeToSession, type User } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { logoutOnServer } from './api/logout';
import { fetchProfile, PROFILE_KEY, useProfile } from './api/useProfile';
import { sessionMessages } from './messages';

/** The auth state of docs/product/accounts.md#the-session. */
export interface SessionState {
  /** The signed-in user, once the profile is known. */
  user: User | undefined;
  /** A session exists and its profile is still being fetched. */
  loading: boolean;
  /** Why the profile could not be fetched. Never shown to the user (docs/product/accounts.md#the-session); the session goes on. */
  error: string | undefined;
  /** The server's session hint is present. */
  isAuthenticated: boolean;
  isAdmin: boolean;
}

export interface SignInArgs {
  /** The user the server signed in; its answer has just set the session's cookies. */
  user: User;
}

export interface SessionValue extends SessionState {
  /** Shows a session the server has just started (its answer set the cookies) with its user. */
  signIn: (args: SignInArgs) => Promise<void>;
  /** Ends the session on the server, then here, whatever the server answered. */
  signOut: () => Promise<void>;
  /** Shows the user the server has just answered with (a saved profile) everywhere, without asking again. */
  updateUser: (user: User) => Promise<void>;
  /**
   * Asks the server for the user again and shows the answer everywhere (after a payment, the new
   * course). Rejects when the server cannot be asked; the user on screen then stays as it was.
   */
  refreshUser: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

const NO_SESSION = '';

/**
 * The hint's role as a string, so React compares snapshots by value. The client announces every sign-in,
 * sign-out and 401, so the provider follows without polling. The session cookie itself is out of every
 * script's reach (decision 065).
 */
const hintSnapshot = () => readSessionHint().role ?? NO_SESSION;

/**
 * Holds the session for everything inside: reads the server's hint, fetches the profile when there is a
 * session, and follows the client when a 401 forgets it. Only the admin flag is derived here.
 *
 * `drawnFor` is the role of the reader a page was drawn on the server for: a public page is drawn signed out
 * (docs/product/public-pages.md#pages-arrive-rendered), a signed-in reader's own page for them
 * (docs/product/overview.md#signed-in-pages-start-with-their-data). The page hydrates as it was drawn, and the
 * session as the hint has it follows at once.
 */
export function SessionProvider({ drawnFor, children }: { drawnFor?: string; children?: ReactNode }) {
  const role = useSyncExternalStore(subscribeToSession, hintSnapshot, () => drawnFor ?? NO_SESSION);
  const isAuthenticated = role !== NO_SESSION;
  const profile = useProfile(isAuthenticated);
  const { mutate } = useSWRConfig();
  const { logoutFailed, profileFailed } = useStore(sessionMessages);

  const signIn = useCallback(
    async ({ user }: SignInArgs) => {
      // The user came with the sign-in: put it where the profile will be looked for, before the key exists.
      await mutate(PROFILE_KEY, user, { revalidate: false });
      sessionChanged();
    },
    [mutate],
  );

  // Both read the hint when called, not when rendered: a save may answer after the session ended.
  const updateUser = useCallback(
    async (user: User) => {
      if (readSessionHint().role !== undefined) await mutate(PROFILE_KEY, user, { revalidate: false });
    },
    [mutate],
  );

  const refreshUser = useCallback(async () => {
    // A mutation, not a revalidation: an answer already on its way, from before the change, is dropped.
    if (readSessionHint().role !== undefined) await mutate(PROFILE_KEY, fetchProfile(profileFailed), { revalidate: false });
  }, [mutate, profileFailed]);

  const signOut = useCallback(async () => {
    // The server's answer clears both cookies; without an answer (offline), the hint goes here.
    await logoutOnServer(logoutFailed);
    forgetSessionHint();
    // Whatever was fetched for this user goes with the session.
    await mutate(() => true, undefined, { revalidate: false });
  }, [logoutFailed, mutate]);

  const value = useMemo<SessionValue>(() => {
    const user = isAuthenticated ? profile.user : undefined;
    return {
      user,
      loading: isAuthenticated && profile.isLoading,
      error: isAuthenticated ? profile.errorMessage : undefined,
      isAuthenticated,
      // The profile, once known, is fresher than the role the hint gave at sign-in.
      isAdmin: isAuthenticated && (user?.role ?? role) === 'admin',
      signIn,
      signOut,
      updateUser,
      refreshUser,
    };
  }, [isAuthenticated, role, profile.user, profile.isLoading, profile.errorMessage, signIn, signOut, updateUser, refreshUser]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest `SessionProvider`. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
