import { ConfirmDialog, FormDialog, type ConfirmDialogProps, type FormDialogProps } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { requestDialog, type Mutation } from '../shared/api/useMutation';
import { adminCommonMessages } from './messages';

/* The back office's dialogs that send one request: open until closed, busy while it runs, saying why it failed. */

/** What the request gives the dialog (busy, failed) and how the page closes it. */
type RequestDialogProps = 'open' | 'onOpenChange' | 'busy' | 'error' | 'cancelLabel';

export interface AdminFormDialogProps extends Omit<FormDialogProps, RequestDialogProps> {
  /** The write the form sends. */
  request: Pick<Mutation<never, unknown>, 'isMutating' | 'errorText'>;
  onClose: () => void;
  /** 'Cancel' unless said otherwise. */
  cancelLabel?: string;
}

/** A form that sends one request, with 'Cancel' in the reader's language. */
export function AdminFormDialog({ request, onClose, ...props }: AdminFormDialogProps) {
  const common = useStore(adminCommonMessages);
  return <FormDialog cancelLabel={common.cancel} {...requestDialog(request, onClose)} {...props} />;
}

export interface AdminConfirmDialogProps<TArg, TData> extends Omit<ConfirmDialogProps, RequestDialogProps | 'onConfirm'> {
  /** The write a confirmation sends, and what it is sent with. */
  request: Mutation<TArg, TData>;
  arg: TArg;
  onClose: () => void;
  /** What the page does once the write is done; the dialog stays until the page closes it. */
  onDone: (data: TData) => unknown;
  onFailed?: () => unknown;
}

/** 'Are you sure?' before one write: confirming sends it, with 'Cancel' in the reader's language. */
export function AdminConfirmDialog<TArg, TData>({ request, arg, onClose, onDone, onFailed, ...props }: AdminConfirmDialogProps<TArg, TData>) {
  const common = useStore(adminCommonMessages);
  return (
    <ConfirmDialog
      cancelLabel={common.cancel}
      {...requestDialog(request, onClose)}
      {...props}
      onConfirm={() => void request.run(arg, { onSuccess: onDone, ...(onFailed ? { onError: onFailed } : {}) })}
    />
  );
}
