import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import { Field, useField } from '../private/field';
import * as styles from './TextArea.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** The visible label; the placeholder is no label. */
  label: string;
  /** What is wrong with the text. The field is then invalid and described by it. */
  error?: string | undefined;
}

/**
 * A labelled multi-line field with its error below: TextField for a message or a description. Props, ref
 * and `className` go to the `<textarea>`, so form libraries can register it like a native one.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, id, rows = 4, className, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const field = useField({ id, error, describedBy });
  return (
    <Field label={label} error={error} field={field}>
      <textarea ref={ref} rows={rows} {...field.controlProps} {...rest} className={cx(styles.textarea, className)} />
    </Field>
  );
});
