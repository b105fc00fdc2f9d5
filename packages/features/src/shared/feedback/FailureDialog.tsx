import { Dialog } from '@manara/ui';
import type { ReactNode, RefObject } from 'react';

export interface FailureDialogProps {
  /** The failure in the reader's language (a mutation's `errorText`); the dialog is open while there is one. */
  message: string | undefined;
  /** The dialog was closed: forget the failure (a mutation's `reset`). */
  onDismiss: () => void;
  title: string;
  closeLabel: string;
  /** Where focus goes back: the submit button, which was busy (disabled) when the answer came. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** More ways on, under the message. */
  children?: ReactNode;
}

/** A write that failed, said in a dialog: the forms' way of showing a refusal. */
export function FailureDialog({ message, onDismiss, title, closeLabel, returnFocusRef, children }: FailureDialogProps) {
  return (
    <Dialog
      open={message !== undefined}
      onOpenChange={({ open }) => {
        if (!open) onDismiss();
      }}
      title={title}
      tone="danger"
      description={message}
      closeLabel={closeLabel}
      {...(returnFocusRef ? { returnFocusRef } : {})}
    >
      {children}
    </Dialog>
  );
}
