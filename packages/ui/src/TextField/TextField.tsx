import { forwardRef, type InputHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { Field, useField } from '../private/field';
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
  const field = useField({ id, error, describedBy });
  return (
    <Field label={label} error={error} field={field}>
      <input ref={ref} type={type} {...field.controlProps} {...rest} className={cx(styles.input, className)} />
    </Field>
  );
});
