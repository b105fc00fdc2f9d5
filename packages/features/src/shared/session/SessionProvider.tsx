import { clearSessionCookies, readSessionCookies, setSessionCookies, subscribeToSession, type User } from '@manara/api-client';
import { useStore } from '@nanostores/react';
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { unstable_serialize, useSWRConfig } from 'swr';
import { logoutOnServer } from './api/logout';
import { fetchProfile, profileKey, useProfile } from './api/useProfile';
import { sessionMessages } from './messages';

/** The auth state of docs/product/accounts.md#the-session. */
export interface SessionState {
  /** The signed-in user, once the profile is known. */
  user: User | undefined;
  /** A session exists and its profile is still being fetched. */
  loading: boolean;
  /** Why the profile could not be fetched. Never shown to the user (docs/product/accounts.md#the-session); the session goes on. */
  error: string | undefined;
  /** The auth cookie is present. */
  isAuthenticated: boolean;
  isAdmin: boolean;
}

export interface SignInArgs {
  token: string;
  user: User;
  /** Keep the session for 7 days; otherwise it ends when the browser closes. */
  remember: boolean;
}

export interface SessionValue extends SessionState {
  /** Stores a session the server has just granted. */
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
  /**
   * Goes on with the fresh token a password change answers with (the server has ended every other
   * session, the old token included). The session keeps its lifetime: remembered or not, as at sign-in.
   */
  renewToken: (args: { token: string }) => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);

const NO_SESSION = '';

/**
 * Whether the session was remembered at sign-in. Cookies cannot be asked for their lifetime, and a
 * renewed token must keep it, so the choice is kept beside them. Storage can be unavailable
 * (privacy modes): the session is then treated as not remembered, the safer of the two.
 */
const REMEMBER_KEY = 'manara_remember';

function keepRememberChoice(remember: boolean) {
  try {
    if (remember) localStorage.setItem(REMEMBER_KEY, '1');
    else localStorage.removeItem(REMEMBER_KEY);
  } catch {
    // Nothing to keep it in: a renewed token will last the browser session.
  }
}

function wasRemembered(): boolean {
  try {
    return localStorage.getItem(REMEMBER_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The cookies as one string, so React compares snapshots by value. The client announces every
 * write and every clear (sign-in, sign-out, any 401), so the provider follows without polling.
 */
const cookieSnapshot = () => {
  const { token, role } = readSessionCookies();
  return token === undefined ? NO_SESSION : `${role ?? ''}\n${token}`;
};

/**
 * A page rendered on the server shows the signed-out site, and hydrates as such: the session, if any,
 * follows at once (docs/product/public-pages.md#pages-arrive-rendered).
 */
const serverSnapshot = () => NO_SESSION;

function useStoredSession(): { token?: string; role?: string } {
  const snapshot = useSyncExternalStore(subscribeToSession, cookieSnapshot, serverSnapshot);
  return useMemo(() => {
    if (snapshot === NO_SESSION) return {};
    const split = snapshot.indexOf('\n');
    return { role: snapshot.slice(0, split), token: snapshot.slice(split + 1) };
  }, [snapshot]);
}

/**
 * Holds the session for everything inside: reads the cookies, fetches the profile when there is
 * a token, and follows the client when a 401 clears them. Only the admin flag is derived here.
 */
export function SessionProvider({ children }: { children?: ReactNode }) {
  const { token, role } = useStoredSession();
  const profile = useProfile(token);
  const { mutate, cache } = useSWRConfig();
  const { logoutFailed, profileFailed } = useStore(sessionMessages);

  const signIn = useCallback(
    async ({ token: next, user, remember }: SignInArgs) => {
      // The user came with the token: put it where the profile will be looked for, before the key exists.
      await mutate(profileKey(next), user, { revalidate: false });
      keepRememberChoice(remember);
      setSessionCookies({ token: next, role: user.role, remember });
    },
    [mutate],
  );

  // Both read the cookie when called, not when rendered: a save may answer after the token changed.
  const updateUser = useCallback(
    async (user: User) => {
      const current = readSessionCookies().token;
      if (current !== undefined) await mutate(profileKey(current), user, { revalidate: false });
    },
    [mutate],
  );

  const refreshUser = useCallback(async () => {
    const current = readSessionCookies().token;
    // A mutation, not a revalidation: an answer already on its way, from before the change, is dropped.
    if (current !== undefined) await mutate(profileKey(current), fetchProfile(profileFailed), { revalidate: false });
  }, [mutate, profileFailed]);

  const renewToken = useCallback(
    async ({ token: next }: { token: string }) => {
      const current = readSessionCookies();
      if (current.token === undefined) return;
      // The same user goes on: carry the profile over to the new token, so nothing shows as loading.
      // Read from the cache, never fetched: the old token no longer works on the server.
      const user = cache.get(unstable_serialize(profileKey(current.token)))?.data as User | undefined;
      if (user !== undefined) await mutate(profileKey(next), user, { revalidate: false });
      setSessionCookies({ token: next, role: user?.role ?? current.role ?? '', remember: wasRemembered() });
    },
    [cache, mutate],
  );

  const signOut = useCallback(async () => {
    await logoutOnServer(logoutFailed);
    clearSessionCookies();
    keepRememberChoice(false);
    // Whatever was fetched for this user goes with the session.
    await mutate(() => true, undefined, { revalidate: false });
  }, [logoutFailed, mutate]);

  const value = useMemo<SessionValue>(() => {
    const isAuthenticated = token !== undefined;
    const user = isAuthenticated ? profile.user : undefined;
    return {
      user,
      loading: isAuthenticated && profile.isLoading,
      error: isAuthenticated ? profile.errorMessage : undefined,
      isAuthenticated,
      // The profile, once known, is fresher than the role stored at sign-in.
      isAdmin: isAuthenticated && (user?.role ?? role) === 'admin',
      signIn,
      signOut,
      updateUser,
      refreshUser,
      renewToken,
    };
  }, [token, role, profile.user, profile.isLoading, profile.errorMessage, signIn, signOut, updateUser, refreshUser, renewToken]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

/** The session of the nearest `SessionProvider`. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}
