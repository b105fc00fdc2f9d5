import { Button, Dialog, Inline, RoutedLink, toast, Toaster } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useEffectEvent, useState } from 'react';
import * as layout from '../shared/account/AuthLayout.css';
import { useConfirmEmail } from './api/confirmEmail';
import { StatusCard } from './StatusCard';
import { SUCCESS_TOAST_MS } from './timing';
import { verifyEmailMessages } from './verifyEmailMessages';
import { sitePaths } from '@manara/api-client/paths';

export interface VerifyEmailScreenProps {
  /** The token from the e-mailed link (`/verify-email?token=`). */
  token?: string;
  /** Confirmed, and the notice has shown for 1.5 s: the app goes on (to `/login`). */
  onVerified: () => void;
}

/**
 * `/verify-email?token=` (docs/product/accounts.md#verify-email): confirms the account as soon as it opens, once. Success says so in a
 * toast for 1.5 s, then hands over to the app; a failure opens a dialog with the server's message,
 * Try Again and the way to the login page.
 */
export function VerifyEmailScreen({ token, onVerified }: VerifyEmailScreenProps) {
  const t = useStore(verifyEmailMessages);
  const [dialogClosed, setDialogClosed] = useState(false);
  const confirmation = useConfirmEmail();

  // Here, not in an effect on the outcome, so the toast shows once per confirmation.
  const confirm = (linkToken: string) => confirmation.run({ token: linkToken }, { onSuccess: () => toast.success(t.verified, { duration: SUCCESS_TOAST_MS }) });
  // As soon as the screen opens, once per token (a second run while one is on its way is ignored).
  const confirmOnOpen = useEffectEvent(confirm);
  useEffect(() => {
    if (token) void confirmOnOpen(token);
  }, [token]);

  const verified = confirmation.data !== undefined;
  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(onVerified, SUCCESS_TOAST_MS);
    return () => clearTimeout(timer);
  }, [verified, onVerified]);

  // Without a token nothing is sent: the link itself is broken.
  const failure = !token ? t.noToken : confirmation.errorText;
  const checking = Boolean(token) && !verified && failure === undefined;

  const tryAgain = () => {
    setDialogClosed(false);
    if (token) void confirm(token);
  };

  const actions = (
    <Inline gap={4} align="center" justify="center">
      {token && <Button onClick={tryAgain}>{t.tryAgain}</Button>}
      <RoutedLink href={sitePaths.login()} className={layout.link}>
        {t.goToLogin}
      </RoutedLink>
    </Inline>
  );

  return (
    <>
      <Toaster label={t.notifications} />
      <StatusCard title={t.title} busyText={checking ? t.verifying : undefined}>
        {verified && <p className={layout.message}>{t.verified}</p>}
        {failure !== undefined && (
          <>
            <p className={layout.message}>{failure}</p>
            {actions}
          </>
        )}
      </StatusCard>
      <Dialog
        open={failure !== undefined && !dialogClosed}
        onOpenChange={({ open }) => setDialogClosed(!open)}
        title={t.failedTitle}
        tone="danger"
        description={failure}
        closeLabel={t.close}
      >
        {actions}
      </Dialog>
    </>
  );
}
