export { Dialog, DIALOG_TONES } from './Dialog';
export type { DialogProps, DialogTone } from './Dialog';
