export { FORM_DIALOG_SIZES, FormDialog } from './FormDialog';
export type { FormDialogProps, FormDialogSize } from './FormDialog';
