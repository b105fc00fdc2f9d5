export { RetryAlert, type RetryAlertProps } from './RetryAlert';
export { resultCard, resultScreen } from './feedback.css';
export { FailureDialog, type FailureDialogProps } from './FailureDialog';
export { DoneDialog, type DoneDialogProps } from './DoneDialog';
