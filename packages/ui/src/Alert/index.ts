export { ALERT_TONES, Alert } from './Alert';
export type { AlertProps, AlertTone } from './Alert';
