import { Dialog } from '@manara/ui';

export interface DoneDialogProps {
  open: boolean;
  /** The dialog was closed: the app goes on (to the login page, say). */
  onClose: () => void;
  title: string;
  description: string;
  closeLabel: string;
}

/** A write that succeeded, said in a dialog whose one button goes on: the forms' way of ending well. */
export function DoneDialog({ open, onClose, title, description, closeLabel }: DoneDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={({ open: stays }) => {
        if (!stays) onClose();
      }}
      title={title}
      description={description}
      closeLabel={closeLabel}
    />
  );
}
