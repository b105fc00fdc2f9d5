import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type FormEvent, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ActionDialog, ActionDialogFooter } from '../private/actionDialog';
import { cx } from '../private/cx';
import * as styles from './FormDialog.css';

export const FORM_DIALOG_SIZES = ['md', 'lg'] as const;
export type FormDialogSize = (typeof FORM_DIALOG_SIZES)[number];

export interface FormDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'onSubmit'> {
  open: boolean;
  /** Asked to open or close: Cancel, Escape or a click outside (never while busy). */
  onOpenChange: (event: { open: boolean }) => void;
  /** Names the dialog for assistive technology. */
  title: string;
  /** A line under the title that describes the dialog. */
  description?: ReactNode;
  /** The form's fields. */
  children: ReactNode;
  /** The real form's submit: pass react-hook-form's `handleSubmit(...)`. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** The submit button's words; 'Submit' by default. */
  submitLabel?: string;
  /** Shown on the submit button while busy: 'Submitting...', 'Updating...', 'Saving...'. */
  busyLabel?: string;
  /** The submit is under way: the submit button is disabled and relabelled, and the dialog cannot be closed. */
  busy?: boolean;
  /** The cancel button's words; 'Cancel' by default. */
  cancelLabel?: string;
  /** Why the last submit failed: announced as an alert inside the form, above the buttons. */
  error?: string;
  /** `lg` is wider, for forms with fields side by side. */
  size?: FormDialogSize;
}

/**
 * A modal holding a form, on Radix Dialog: a real `<form noValidate>` (the schema validates), Cancel and a
 * submit button that is disabled and relabelled while busy. While busy it cannot be closed, so an answer
 * never lands on a form that is gone. Long forms scroll inside the dialog.
 */
export const FormDialog = forwardRef<HTMLDivElement, FormDialogProps>(function FormDialog(
  { open, onOpenChange, title, description, children, onSubmit, submitLabel = 'Submit', busyLabel, busy = false, cancelLabel = 'Cancel', error, size = 'md', className, ...rest },
  ref,
) {
  return (
    <ActionDialog
      ref={ref}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      {...(description === undefined ? { 'aria-describedby': undefined } : {})}
      {...rest}
      className={cx(dialogStyles.content, size === 'lg' && styles.wide, className)}
      data-size={size}
    >
      <RadixDialog.Title className={dialogStyles.title}>{title}</RadixDialog.Title>
      {description !== undefined && <RadixDialog.Description className={dialogStyles.description}>{description}</RadixDialog.Description>}
      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        {children}
        <ActionDialogFooter error={error} busy={busy} cancelLabel={cancelLabel}>
          <Button type="submit" busy={busy} {...(busyLabel === undefined ? {} : { busyLabel })}>
            {submitLabel}
          </Button>
        </ActionDialogFooter>
      </form>
    </ActionDialog>
  );
});
