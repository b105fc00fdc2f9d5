import { ForgotPasswordBodySchema } from '@manara/api-client/schemas';
import { Alert, Button, Dialog, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../i18n';
import { requestPasswordReset } from './api/requestPasswordReset';
import * as layout from './AuthLayout.css';
import * as styles from './ForgotPasswordForm.css';
import { forgotPasswordMessages } from './forgotPasswordMessages';
import { useContractForm } from '../forms/useContractForm';

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
  const errorText = useErrorText();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  // The button is busy (disabled) while the dialog opens, so name it as where focus comes back.
  const submitButton = useRef<HTMLButtonElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const {
    handleSubmit,
    formState: { isSubmitting },
    field,
  } = useContractForm(ForgotPasswordBodySchema, { email: defaultEmail });

  // The form gives way to the notice: focus follows, instead of falling to the page.
  useEffect(() => {
    if (sent) notice.current?.focus();
  }, [sent]);

  const submit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset({ email }, t.failed);
      setSent(true);
    } catch (error) {
      setFailure({ error });
    }
  });

  return (
    <>
      {sent ? (
        <Alert ref={notice} tabIndex={-1} tone="success" title={t.sentTitle} className={styles.sent}>
          {t.sentText}
        </Alert>
      ) : (
        <form className={layout.form} noValidate onSubmit={(event) => void submit(event)}>
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            placeholder={t.emailPlaceholder}
            {...field('email')}
          />
          <Button ref={submitButton} type="submit" size="lg" fullWidth busy={isSubmitting} busyLabel={t.sending}>
            {t.send}
          </Button>
        </form>
      )}
      <Dialog
        open={failure !== undefined}
        onOpenChange={({ open }) => {
          if (!open) setFailure(undefined);
        }}
        title={t.errorTitle}
        tone="danger"
        description={failure && errorText(failure.error, t.failed)}
        closeLabel={t.close}
        returnFocusRef={submitButton}
      />
    </>
  );
}
