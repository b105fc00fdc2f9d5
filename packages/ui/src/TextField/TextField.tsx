import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as styles from './TextField.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  /** The visible label; the placeholder is no label. */
  label: string;
  /** What is wrong with the value. The field is then invalid and described by it. */
  error?: string;
}

/**
 * A labelled single-line field with its error below. Props, ref and `className` go to the
 * `<input>`, so form libraries can register it like a native input.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, id, className, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <div className={styles.root}>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        type={type}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(invalid && errorId, describedBy) || undefined}
        {...rest}
        className={cx(styles.input, className)}
      />
      {invalid && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
