import { ForgotPasswordBodySchema } from '@manara/api-client/schemas';
import { Alert, Stack } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { AccountSubmitButton, EmailField } from './AccountFormParts';
import { useRequestPasswordReset } from './api/requestPasswordReset';
import * as styles from './ForgotPasswordForm.css';
import { forgotPasswordMessages } from './forgotPasswordMessages';
import { useContractForm } from '../forms/useContractForm';
import { FailureDialog } from '../feedback';

export interface ForgotPasswordFormProps {
  /** What the field starts with: the account's e-mail when a signed-in user asks (docs/product/accounts.md#profile). */
  defaultEmail?: string;
}

/**
 * Asks for a password reset link (docs/product/accounts.md#forgot-password), on the `/forget-password` screen and in the profile's
 * modal. Success reads the same whether or not the e-mail has an account, as the server's answer
 * does; a failure opens the 'Error' dialog with the server's message.
 */
export function ForgotPasswordForm({ defaultEmail = '' }: ForgotPasswordFormProps) {
  const t = useStore(forgotPasswordMessages);
  const request = useRequestPasswordReset();
  const sent = request.data !== undefined;
  // The button is busy (disabled) while the dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const { handleSubmit, field } = useContractForm(ForgotPasswordBodySchema, { email: defaultEmail });

  // The form gives way to the notice: focus follows, instead of falling to the page.
  useEffect(() => {
    if (sent) notice.current?.focus();
  }, [sent]);

  const submit = handleSubmit(({ email }) => request.run({ email }));

  return (
    <>
      {sent ? (
        <Alert ref={notice} tabIndex={-1} tone="success" title={t.sentTitle} className={styles.sent}>
          {t.sentText}
        </Alert>
      ) : (
        <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
          <EmailField label={t.email} placeholder={t.emailPlaceholder} {...field('email')} />
          <AccountSubmitButton ref={submitButton} busy={request.isMutating} busyLabel={t.sending}>
            {t.send}
          </AccountSubmitButton>
        </Stack>
      )}
      <FailureDialog
        message={request.errorText}
        onDismiss={request.reset}
        title={t.errorTitle}
        closeLabel={t.close}
        returnFocusRef={submitButton}
      />
    </>
  );
}
