import type { User } from '@manara/api-client';
import { Dialog, toast, Toaster } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent } from 'react';
import { directionOf, useLocale, useValidationMessage } from '../shared/i18n';
import * as layout from '../shared/account/AuthLayout.css';
import { useSignInWithToken } from './api/signInWithToken';
import { googleCallbackMessages } from './googleCallbackMessages';
import { StatusCard } from './StatusCard';
import { SUCCESS_TOAST_MS } from './timing';

export interface GoogleCallbackScreenProps {
  /** The session token the API hands back (`/auth/google?token=`). */
  token?: string;
  /** Why the API could not sign the visitor in (`/auth/google?error=`), as a sentence. */
  error?: string;
  /** The session is stored and the notice has shown for 1.5 s: the app goes on (to `/`). */
  onSignedIn: (event: { user: User }) => void;
  /** The visitor closed the error dialog: the app goes on (to `/login`). */
  onFailed: () => void;
}

/**
 * `/auth/google` (docs/product/accounts.md#google-sign-in): where the API sends the browser back after Google. With a token, fetches the
 * user with it, stores the session (remembered: there was no box to untick) and says so for 1.5 s;
 * with an error, no token, or a profile that cannot be fetched, an error dialog that leads to `/login`.
 */
export function GoogleCallbackScreen({ token, error, onSignedIn, onFailed }: GoogleCallbackScreenProps) {
  const t = useStore(googleCallbackMessages);
  const { locale } = useLocale();
  const translate = useValidationMessage();

  const signInWithToken = useSignInWithToken();
  // As soon as the screen opens, once per token; the toast here, not in an effect, shows once per sign-in.
  const signInOnOpen = useEffectEvent((linkToken: string) =>
    signInWithToken.run({ token: linkToken }, { onSuccess: () => toast.success(t.success, { duration: SUCCESS_TOAST_MS }) }),
  );
  useEffect(() => {
    if (token && !error) void signInOnOpen(token);
  }, [token, error]);

  const user = signInWithToken.data;
  useEffect(() => {
    if (user === undefined) return;
    const timer = setTimeout(() => onSignedIn({ user }), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [user, onSignedIn]);

  // The API's reason, in the reader's language when the contract has it. A reason still in
  // English is isolated, so its full stop stays at its end inside right-to-left text.
  const reason = error && directionOf(locale) === 'rtl' ? `\u2068${translate(error)}\u2069` : error;
  // The API's reason, else the missing token, else one sentence for any failure after that (docs/product/errors.md#accounts).
  const failure = reason
    ? t.authenticationError({ error: reason })
    : !token
      ? t.noToken
      : signInWithToken.error !== undefined
        ? t.loginFailed
        : undefined;

  return (
    <>
      <Toaster label={t.notifications} />
      <StatusCard title={t.title} busyText={failure === undefined && user === undefined ? t.processing : undefined}>
        {user !== undefined && <p className={layout.message}>{t.success}</p>}
        {failure !== undefined && <p className={layout.message}>{failure}</p>}
      </StatusCard>
      <Dialog
        open={failure !== undefined}
        onOpenChange={({ open }) => {
          if (!open) onFailed();
        }}
        title={t.errorTitle}
        tone="danger"
        description={failure}
        closeLabel={t.close}
      />
    </>
  );
}
