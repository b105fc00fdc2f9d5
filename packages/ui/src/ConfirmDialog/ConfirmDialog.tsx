import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { cx } from '../private/cx';
import { useBusyModal } from '../private/useBusyModal';

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
  const { box, setBox, onRootOpenChange, hold: holdWhileBusy } = useBusyModal(busy, ref, onOpenChange);
  return (
    <RadixDialog.Root open={open} onOpenChange={onRootOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content
          ref={setBox}
          role="alertdialog"
          aria-modal="true"
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            // Cancel, the safe answer; the box itself when Cancel is disabled (opened busy).
            cancel.current?.focus();
            if (document.activeElement !== cancel.current) box.current?.focus();
          }}
          onEscapeKeyDown={holdWhileBusy}
          onPointerDownOutside={holdWhileBusy}
          {...rest}
          className={cx(dialogStyles.content, className)}
          data-tone={tone}
          data-busy={busy || undefined}
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
            <Button variant={tone === 'danger' ? 'danger' : 'primary'} busy={busy} {...(busyLabel === undefined ? {} : { busyLabel })} onClick={() => onConfirm()}>
              {confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});
