import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { ActionDialog, ActionDialogFooter } from '../private/actionDialog';
import { cx } from '../private/cx';

export const CONFIRM_DIALOG_TONES = ['default', 'danger'] as const;
export type ConfirmDialogTone = (typeof CONFIRM_DIALOG_TONES)[number];

export interface ConfirmDialogProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  open: boolean;
  /** Asked to close: Cancel, Escape or a click outside (never while busy). */
  onOpenChange: (event: { open: boolean }) => void;
  title: string;
  /** The question: 'Are you sure you want to delete this course?'. */
  description: ReactNode;
  /** Asked to act. The dialog stays open: close it through `open` once the action has succeeded. */
  onConfirm: () => void;
  /** The confirm button's words; 'Confirm' by default. */
  confirmLabel?: string;
  /** The cancel button's words; 'Cancel' by default. */
  cancelLabel?: string;
  /** `danger` makes the confirm button a destructive one. */
  tone?: ConfirmDialogTone;
  /** The action is under way: confirm is disabled and relabelled, and the dialog stays open. */
  busy?: boolean;
  /** The confirm button's words while busy: 'Deleting...'. Without it the button keeps its words beside a spinner. */
  busyLabel?: string;
  /** Why the action failed, inside the dialog. */
  error?: string;
}

/**
 * Asks before an action that cannot be undone, as an `alertdialog` on Radix. Focus starts on Cancel, the
 * safe answer. Confirming does not close it: the caller closes it once the action has succeeded, so a
 * failure is shown where the question was asked.
 */
export const ConfirmDialog = forwardRef<HTMLDivElement, ConfirmDialogProps>(function ConfirmDialog(
  { open, onOpenChange, title, description, onConfirm, confirmLabel = 'Confirm', cancelLabel = 'Cancel', tone = 'default', busy = false, busyLabel, error, className, ...rest },
  ref,
) {
  const cancel = useRef<HTMLButtonElement>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const setBox = useComposedRefs(box, ref);
  return (
    <ActionDialog
      ref={setBox}
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      role="alertdialog"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        // Cancel, the safe answer; the box itself when Cancel is disabled (opened busy).
        cancel.current?.focus();
        if (document.activeElement !== cancel.current) box.current?.focus();
      }}
      {...rest}
      className={cx(dialogStyles.content, className)}
      data-tone={tone}
    >
      <RadixDialog.Title className={cx(dialogStyles.title, tone === 'danger' && dialogStyles.titleDanger)}>{title}</RadixDialog.Title>
      <RadixDialog.Description className={dialogStyles.description}>{description}</RadixDialog.Description>
      <ActionDialogFooter error={error} busy={busy} cancelLabel={cancelLabel} cancelRef={cancel}>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} {...(busyLabel === undefined ? {} : { busyLabel })} onClick={() => onConfirm()}>
          {confirmLabel}
        </Button>
      </ActionDialogFooter>
    </ActionDialog>
  );
});
