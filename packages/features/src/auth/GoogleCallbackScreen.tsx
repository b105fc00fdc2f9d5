import type { User } from '@manara/api-client';
import { toast, Toaster } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useState } from 'react';
import { directionOf, useLocale, useValidationMessage } from '../shared/i18n';
import * as layout from '../shared/account/AuthLayout.css';
import { FailureDialog } from '../shared/feedback';
import { useSession } from '../shared/session';
import { useFinishGoogleSignIn } from './api/finishGoogleSignIn';
import { googleCallbackMessages } from './googleCallbackMessages';
import { StatusCard } from './StatusCard';
import { SUCCESS_TOAST_MS } from './timing';

export interface GoogleCallbackScreenProps {
  /** Why the API could not sign the visitor in (`/auth/google?error=`), as a sentence. */
  error?: string;
  /** The session is stored and the notice has shown for 1.5 s: the app goes on (to `/`). */
  onSignedIn: (event: { user: User }) => void;
  /** The visitor closed the error dialog: the app goes on (to `/login`). */
  onFailed: () => void;
}

/**
 * `/auth/google` (docs/product/accounts.md#google-sign-in): where the API sends the browser back after Google. Signed in (the
 * server set the session's cookies with the redirect), fetches the user and says so for 1.5 s; with an
 * error, no session, or a profile that cannot be fetched, an error dialog that leads to `/login`.
 */
export function GoogleCallbackScreen({ error, onSignedIn, onFailed }: GoogleCallbackScreenProps) {
  const t = useStore(googleCallbackMessages);
  const { locale } = useLocale();
  const translate = useValidationMessage();

  // Whether the server started a session, as the screen opened: a 401 later must not turn it into 'no token'.
  const { isAuthenticated } = useSession();
  const [signedIn] = useState(isAuthenticated);
  const finish = useFinishGoogleSignIn();
  // As soon as the screen opens, once; the toast here, not in an effect, shows once per sign-in.
  const finishOnOpen = useEffectEvent(() => finish.run(undefined, { onSuccess: () => toast.success(t.success, { duration: SUCCESS_TOAST_MS }) }));
  useEffect(() => {
    if (signedIn && !error) void finishOnOpen();
  }, [signedIn, error]);

  const user = finish.data;
  useEffect(() => {
    if (user === undefined) return;
    const timer = setTimeout(() => onSignedIn({ user }), SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [user, onSignedIn]);

  // The API's reason, in the reader's language when the contract has it. A reason still in
  // English is isolated, so its full stop stays at its end inside right-to-left text.
  const reason = error && directionOf(locale) === 'rtl' ? `\u2068${translate(error)}\u2069` : error;
  // The API's reason, else no session, else one sentence for any failure after that (docs/product/errors.md#accounts).
  const failure = reason
    ? t.authenticationError({ error: reason })
    : !signedIn
      ? t.noToken
      : finish.error !== undefined
        ? t.loginFailed
        : undefined;

  return (
    <>
      <Toaster label={t.notifications} />
      <StatusCard title={t.title} busyText={failure === undefined && user === undefined ? t.processing : undefined}>
        {user !== undefined && <p className={layout.message}>{t.success}</p>}
        {failure !== undefined && <p className={layout.message}>{failure}</p>}
      </StatusCard>
      <FailureDialog message={failure} onDismiss={onFailed} title={t.errorTitle} closeLabel={t.close} />
    </>
  );
}
