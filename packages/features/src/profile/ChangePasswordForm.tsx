import { ChangePasswordFormSchema } from '@manara/api-client/schemas';
import { Alert, Button, Inline, Stack, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { useChangePassword } from './api/changePassword';
import { PASSWORD_FORM_CLOSE_MS } from './constants';
import { profileMessages } from './messages';
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
  const change = useChangePassword();
  const updated = change.data !== undefined;
  const submitButton = useRef<HTMLButtonElement>(null);

  const { handleSubmit, field } = useContractForm(
    ChangePasswordFormSchema,
    { currentPassword: '', newPassword: '', confirmPassword: '' },
    { confirm: ['newPassword', 'confirmPassword'] },
  );

  // The button was busy (disabled) while the request ran, which drops focus; after a refusal it
  // comes back there, next to the message, ready for another try.
  useEffect(() => {
    if (change.error !== undefined && !change.isMutating) submitButton.current?.focus();
  }, [change.error, change.isMutating]);

  useEffect(() => {
    if (!updated) return;
    const timer = setTimeout(onDone, PASSWORD_FORM_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [updated, onDone]);

  const submit = handleSubmit(({ currentPassword, newPassword }) => change.run({ currentPassword, newPassword }));

  return (
    <Stack as="form" id={id} gap={4} noValidate onSubmit={(event) => void submit(event)}>
      <TextField
        label={t.currentPassword}
        type="password"
        autoComplete="current-password"
        {...field('currentPassword')}
      />
      <TextField label={t.newPassword} type="password" autoComplete="new-password" {...field('newPassword')} />
      <TextField label={t.confirmPassword} type="password" autoComplete="new-password" {...field('confirmPassword')} />
      {updated && <Alert tone="success">{t.passwordUpdated}</Alert>}
      {change.errorText !== undefined && <Alert tone="danger">{change.errorText}</Alert>}
      <Inline gap={3}>
        <Button ref={submitButton} type="submit" busy={change.isMutating} busyLabel={t.updatingPassword} disabled={updated}>
          {t.updatePassword}
        </Button>
      </Inline>
    </Stack>
  );
}
