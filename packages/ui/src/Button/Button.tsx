import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { buttonRecipe, type ButtonRecipeVariants } from '../private/buttonRecipe.css';
import { cx } from '../private/cx';
import { SpinnerIcon } from '../private/icons';
import { useHydrated } from '../private/useHydrated';
import { spinner } from './Button.css';

export const BUTTON_VARIANTS = ['primary', 'secondary', 'outline', 'ghost', 'danger'] as const satisfies ReadonlyArray<
  ButtonRecipeVariants['variant']
>;
export type ButtonVariant = (typeof BUTTON_VARIANTS)[number];

export const BUTTON_SIZES = ['sm', 'md', 'lg'] as const satisfies ReadonlyArray<ButtonRecipeVariants['size']>;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Work in progress: the button is disabled, says so with `aria-busy` and shows a spinner. */
  busy?: boolean;
  /** Shown instead of the children while busy, e.g. "Processing...". */
  busyLabel?: ReactNode;
  fullWidth?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', busy = false, busyLabel, fullWidth = false, disabled, type = 'button', className, children, ...rest },
  ref,
) {
  // A button drawn by the server waits for the page's code, keeping its look: pressed before, it would do
  // nothing, or, sending a form, have the browser send it itself, fields in the address.
  const waiting = !useHydrated();
  return (
    <button
      ref={ref}
      // A plain button unless asked: inside a form the browser default "submit" surprises.
      type={type}
      {...rest}
      className={cx(buttonRecipe({ variant, size, fullWidth }), className)}
      disabled={disabled || busy || waiting}
      aria-busy={busy || undefined}
      data-busy={busy || undefined}
      data-waiting={waiting || undefined}
    >
      {busy && <SpinnerIcon className={spinner} />}
      {busy && busyLabel !== undefined ? busyLabel : children}
    </button>
  );
});
