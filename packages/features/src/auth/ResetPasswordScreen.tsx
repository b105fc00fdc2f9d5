import { ResetPasswordFormSchema } from '@manara/api-client/schemas';
import { RoutedLink, Stack } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useRef } from 'react';
import { AccountCard, AccountFooterLink } from '../shared/account/AccountCard';
import { AccountSubmitButton } from '../shared/account/AccountFormParts';
import * as layout from '../shared/account/AuthLayout.css';
import { NewPasswordFields } from '../shared/account/NewPasswordFields';
import { isRefusedLink, useResetPasswordWithToken } from './api/resetPasswordWithToken';
import { resetPasswordMessages } from './resetPasswordMessages';
import { sitePaths } from '@manara/api-client/paths';
import { useContractForm } from '../shared/forms/useContractForm';
import { DoneDialog, FailureDialog } from '../shared/feedback';

export interface ResetPasswordScreenProps {
  /** The token from the e-mailed link (`/reset-password?token=`); missing or empty, the link is invalid. */
  token?: string;
  /** The password is changed and the visitor closed the success dialog: the app goes on (to `/login`). */
  onReset: () => void;
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
      <AccountCard titleId="reset-password-title" title={t.invalidTitle}>
        <p className={layout.message}>{t.invalidText}</p>
        <AccountFooterLink href={sitePaths.forgotPassword()}>{t.requestNewLink}</AccountFooterLink>
      </AccountCard>
    );
  }
  return <ResetPasswordForm token={token} onReset={onReset} />;
}

function ResetPasswordForm({ token, onReset }: { token: string; onReset: () => void }) {
  const t = useStore(resetPasswordMessages);
  const passwordReset = useResetPasswordWithToken();
  const done = passwordReset.data !== undefined;
  // The button is busy (disabled) while a dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);

  const { handleSubmit, field } = useContractForm(
    ResetPasswordFormSchema,
    { newPassword: '', confirmPassword: '' },
    { confirm: ['newPassword', 'confirmPassword'] },
  );

  const submit = handleSubmit(({ newPassword }) => passwordReset.run({ token, newPassword }));

  return (
    <AccountCard
      titleId="reset-password-title"
      title={t.title}
      dialogs={
        <>
          <DoneDialog open={done} onClose={onReset} title={t.successTitle} description={t.successText} closeLabel={t.goToLogin} />
          <FailureDialog
            message={passwordReset.errorText}
            onDismiss={passwordReset.reset}
            title={t.errorTitle}
            closeLabel={t.close}
            returnFocusRef={submitButton}
          >
            {isRefusedLink(passwordReset.error) && (
              <RoutedLink href={sitePaths.forgotPassword()} className={layout.link}>
                {t.requestNewLink}
              </RoutedLink>
            )}
          </FailureDialog>
        </>
      }
    >
      <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
        <NewPasswordFields
          password={{ label: t.newPassword, ...field('newPassword') }}
          confirm={{ label: t.confirmPassword, ...field('confirmPassword') }}
        />
        <AccountSubmitButton ref={submitButton} busy={passwordReset.isMutating} busyLabel={t.resetting} disabled={done}>
          {t.resetPassword}
        </AccountSubmitButton>
      </Stack>
      <AccountFooterLink href={sitePaths.login()}>{t.backToLogin}</AccountFooterLink>
    </AccountCard>
  );
}
