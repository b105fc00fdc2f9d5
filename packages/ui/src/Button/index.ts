export { BUTTON_SIZES, BUTTON_VARIANTS, Button } from './Button';
export type { ButtonProps, ButtonSize, ButtonVariant } from './Button';
