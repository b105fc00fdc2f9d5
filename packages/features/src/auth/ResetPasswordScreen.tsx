import { ApiError, hasErrorCode } from '@manara/api-client';
import { ResetPasswordFormSchema } from '@manara/api-client/schemas';
import { Button, Dialog, RoutedLink, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { useErrorText } from '../shared/i18n';
import * as layout from '../shared/account/AuthLayout.css';
import { resetPasswordWithToken } from './api/resetPasswordWithToken';
import { resetPasswordMessages } from './resetPasswordMessages';
import { sitePaths } from '@manara/api-client/paths';
import { useContractForm } from '../shared/forms/useContractForm';

export interface ResetPasswordScreenProps {
  /** The token from the e-mailed link (`/reset-password?token=`); missing or empty, the link is invalid. */
  token?: string;
  /** The password is changed and the visitor closed the success dialog: the app goes on (to `/login`). */
  onReset: () => void;
}

/** The link is unknown, expired or used (or no link at all): offer a new one. The form already checked the passwords. */
const isRefusedLink = (error: unknown) =>
  hasErrorCode(error, 'RESET_LINK_INVALID', 'RESET_LINK_EXPIRED', 'RESET_LINK_USED') ||
  (error instanceof ApiError && error.code === 'VALIDATION' && error.field === 'token');

interface Failure {
  error: unknown;
  /** The link cannot be used again: offer a new one. */
  linkRefused: boolean;
}

/**
 * `/reset-password?token=` (docs/product/accounts.md#reset-password): without a token, says the link is invalid and offers a new one;
 * with one, a new password asked twice (`ResetPasswordFormSchema`). Success is a dialog that hands
 * over to the app when closed; a refusal opens the 'Error' dialog with the server's message.
 */
export function ResetPasswordScreen({ token, onReset }: ResetPasswordScreenProps) {
  const t = useStore(resetPasswordMessages);

  if (!token) {
    return (
      <div className={layout.screen}>
        <main className={layout.card} aria-labelledby="reset-password-title">
          <h1 id="reset-password-title" className={layout.title}>
            {t.invalidTitle}
          </h1>
          <p className={layout.message}>{t.invalidText}</p>
          <p className={layout.footer}>
            <RoutedLink href={sitePaths.forgotPassword()} className={layout.link}>
              {t.requestNewLink}
            </RoutedLink>
          </p>
        </main>
      </div>
    );
  }
  return <ResetPasswordForm token={token} onReset={onReset} />;
}

function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const t = useStore(resetPasswordMessages);
  const errorText = useErrorText();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<Failure>();
  // The button is busy (disabled) while a dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);

  const {
    handleSubmit,
    formState: { isSubmitting },
    field,
  } = useContractForm(ResetPasswordFormSchema, { newPassword: '', confirmPassword: '' });

  const submit = handleSubmit(async ({ newPassword }) => {
    try {
      await resetPasswordWithToken({ token, newPassword }, t.resetFailed);
      setDone(true);
    } catch (error) {
      setFailure({ error, linkRefused: isRefusedLink(error) });
    }
  });

  return (
    <div className={layout.screen}>
      <main className={layout.card} aria-labelledby="reset-password-title">
        <h1 id="reset-password-title" className={layout.title}>
          {t.title}
        </h1>
        <form className={layout.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t.newPassword}
            type="password"
            autoComplete="new-password"
            {...field('newPassword')}
          />
          <TextField
            label={t.confirmPassword}
            type="password"
            autoComplete="new-password"
            {...field('confirmPassword')}
          />
          <Button
            ref={submitButton}
            type="submit"
            size="lg"
            fullWidth
            busy={isSubmitting}
            busyLabel={t.resetting}
            disabled={done}
          >
            {t.resetPassword}
          </Button>
        </form>
        <p className={layout.footer}>
          <RoutedLink href={sitePaths.login()} className={layout.link}>
            {t.backToLogin}
          </RoutedLink>
        </p>
      </main>
      <Dialog
        open={done}
        onOpenChange={({ open }) => {
          if (!open) onReset();
        }}
        title={t.successTitle}
        description={t.successText}
        closeLabel={t.goToLogin}
      />
      <Dialog
        open={failure !== undefined}
        onOpenChange={({ open }) => {
          if (!open) setFailure(undefined);
        }}
        title={t.errorTitle}
        tone="danger"
        description={failure && errorText(failure.error, t.resetFailed)}
        closeLabel={t.close}
        returnFocusRef={submitButton}
      >
        {failure?.linkRefused && (
          <RoutedLink href={sitePaths.forgotPassword()} className={layout.link}>
            {t.requestNewLink}
          </RoutedLink>
        )}
      </Dialog>
    </div>
  );
}
