import { TextField, type TextFieldProps } from '@manara/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'type' | 'autoComplete'>;

export interface NewPasswordFieldsProps {
  /** The new password's label and its form field (`field('newPassword')`). */
  password: FieldProps & { label: string };
  /** The same typed again, checked against it (docs/product/accounts.md#change-password-rules). */
  confirm: FieldProps & { label: string };
}

/** A new password asked twice, as signing up, resetting and changing a password ask it. */
export function NewPasswordFields({ password, confirm }: NewPasswordFieldsProps) {
  return (
    <>
      <TextField type="password" autoComplete="new-password" {...password} />
      <TextField type="password" autoComplete="new-password" {...confirm} />
    </>
  );
}
