import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { cx } from '../private/cx';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
}

/**
 * A native checkbox inside its label, so the words toggle it too. Props, ref and `className`
 * go to the `<input>`.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, ...rest },
  ref,
) {
  return (
    <label className={styles.root}>
      <input ref={ref} type="checkbox" {...rest} className={cx(styles.input, className)} />
      {label}
    </label>
  );
});
