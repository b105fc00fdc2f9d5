import * as RadixDialog from '@radix-ui/react-dialog';
import { forwardRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import * as dialogStyles from '../Dialog/Dialog.css';
import { useBusyModal } from './useBusyModal';

export interface ActionDialogProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content> {
  open: boolean;
  /** Asked to open or close; never asked to close while busy. */
  onOpenChange: (event: { open: boolean }) => void;
  /** The action is under way: nothing closes the dialog, and focus stays in it. */
  busy: boolean;
}

/**
 * The modal of a dialog that runs an action (ConfirmDialog, FormDialog): the overlay and the box, on Radix,
 * held open while `busy` (`useBusyModal`). Props and ref go to the box.
 */
export const ActionDialog = forwardRef<HTMLDivElement, ActionDialogProps>(function ActionDialog({ open, onOpenChange, busy, children, ...rest }, ref) {
  const { setBox, onRootOpenChange, hold } = useBusyModal(busy, ref, onOpenChange);
  return (
    <RadixDialog.Root open={open} onOpenChange={onRootOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content ref={setBox} aria-modal="true" onEscapeKeyDown={hold} onPointerDownOutside={hold} {...rest} data-busy={busy || undefined}>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
});

export interface ActionDialogFooterProps {
  /** Why the action last failed, announced above the buttons. */
  error: string | undefined;
  busy: boolean;
  cancelLabel: string;
  cancelRef?: Ref<HTMLButtonElement>;
  /** The action's button. */
  children: ReactNode;
}

/** The foot of a dialog that runs an action: why it failed, then Cancel (disabled while busy) and the action. */
export function ActionDialogFooter({ error, busy, cancelLabel, cancelRef, children }: ActionDialogFooterProps) {
  return (
    <>
      {error !== undefined && <Alert tone="danger">{error}</Alert>}
      <div className={dialogStyles.actions}>
        <RadixDialog.Close asChild>
          <Button ref={cancelRef} variant="outline" disabled={busy}>
            {cancelLabel}
          </Button>
        </RadixDialog.Close>
        {children}
      </div>
    </>
  );
}
