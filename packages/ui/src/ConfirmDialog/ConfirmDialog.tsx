import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
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
  onConfirm: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` makes the confirm button a destructive one. */
  tone?: ConfirmDialogTone;
  /** The action is under way: confirm is disabled and relabelled, and the dialog stays open. */
  busy?: boolean;
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
  const holdWhileBusy = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (busy && !next ? undefined : onOpenChange({ open: next }))}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          ref={ref}
          role="alertdialog"
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            cancel.current?.focus();
          }}
          onEscapeKeyDown={holdWhileBusy}
          onPointerDownOutside={holdWhileBusy}
          {...rest}
          className={cx(dialogStyles.content, className)}
          data-tone={tone}
        >
          <RadixDialog.Title className={cx(dialogStyles.title, tone === 'danger' && dialogStyles.titleDanger)}>{title}</RadixDialog.Title>
          <RadixDialog.Description className={dialogStyles.description}>{description}</RadixDialog.Description>
          {error !== undefined && <Alert tone="danger">{error}</Alert>}
          <div className={dialogStyles.actions}>
            <RadixDialog.Close asChild>
              <Button ref={cancel} variant="outline" disabled={busy}>
                {cancelLabel}
              </Button>
            </RadixDialog.Close>
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} {...(busyLabel === undefined ? {} : { busyLabel })} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
