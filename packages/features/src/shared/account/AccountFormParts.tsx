import { Button, TextField, type TextFieldProps } from '@manara/ui';
import type { ReactNode, Ref } from 'react';

// Without the account card's layout: the profile's forgot-password form uses these, and its page should not
// load the sign-in pages' styles with them.

/**
 * The account forms' send button, full width. It is busy (disabled) while the request runs, which
 * drops focus: `ref` names it as where focus comes back after a dialog.
 */
export function AccountSubmitButton({
  ref,
  busy,
  busyLabel,
  disabled,
  children,
}: {
  ref: Ref<HTMLButtonElement>;
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <Button ref={ref} type="submit" size="lg" fullWidth busy={busy} busyLabel={busyLabel} disabled={disabled}>
      {children}
    </Button>
  );
}

/** The account's e-mail address, with a placeholder that shows its form; `field('email')` gives the rest. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'autoComplete'> & { label: string; placeholder: string }) {
  return <TextField type="email" autoComplete="email" {...props} />;
}
