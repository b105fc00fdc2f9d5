import { ChangePasswordFormSchema } from '@manara/api-client/schemas';
import { Alert, Button, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { useErrorText } from '../shared/i18n';
import { useSession } from '../shared/session';
import { changePassword } from './api/changePassword';
import { PASSWORD_FORM_CLOSE_MS } from './constants';
import { profileMessages } from './messages';
import * as styles from './ProfileScreen.css';
import { useContractForm } from '../shared/forms/useContractForm';

export interface ChangePasswordFormProps {
  id: string;
  /** The password has changed and its notice has shown for 1.5 s (docs/product/errors.md#accounts): the form can close. */
  onDone: () => void;
}

/**
 * Current, new and confirmed password (docs/product/accounts.md#change-password-rules). The server ends every
 * session on success and answers a fresh token; it replaces the stored one, so this device stays signed in.
 */
export function ChangePasswordForm({ id, onDone }: ChangePasswordFormProps) {
  const t = useStore(profileMessages);
  const errorText = useErrorText();
  const { renewToken } = useSession();
  const [updated, setUpdated] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown }>();
  const submitButton = useRef<HTMLButtonElement>(null);

  const {
    handleSubmit,
    formState: { isSubmitting },
    field,
  } = useContractForm(ChangePasswordFormSchema, { currentPassword: '', newPassword: '', confirmPassword: '' });

  // The button was busy (disabled) while the request ran, which drops focus; after a refusal it
  // comes back there, next to the message, ready for another try.
  useEffect(() => {
    if (failure !== undefined && !isSubmitting) submitButton.current?.focus();
  }, [failure, isSubmitting]);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(onDone, PASSWORD_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [updated, onDone]);

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    setFailure(undefined);
    try {
      const { token } = await changePassword({ currentPassword, newPassword }, t.passwordFailed);
      await renewToken({ token });
      setUpdated(true);
    } catch (error) {
      setFailure({ error });
    }
  });

  return (
    <form id={id} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
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
      {updated && <Alert tone="success">{t.passwordUpdated}</Alert>}
      {failure !== undefined && <Alert tone="danger">{errorText(failure.error, t.passwordFailed)}</Alert>}
      <div className={styles.actions}>
        <Button ref={submitButton} type="submit" busy={isSubmitting} busyLabel={t.updatingPassword} disabled={updated}>
          {t.updatePassword}
        </Button>
      </div>
    </form>
  );
}
