import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import { cx } from '../private/cx';
import * as fieldStyles from '../TextField/TextField.css';
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
  const generatedId = useId();
  const fieldId = id ?? generatedId;
  const errorId = `${fieldId}-error`;
  const invalid = error !== undefined && error !== '';
  return (
    <div className={fieldStyles.root}>
      <label htmlFor={fieldId} className={fieldStyles.label}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        aria-invalid={invalid || undefined}
        aria-describedby={cx(invalid && errorId, describedBy) || undefined}
        {...rest}
        className={cx(styles.textarea, className)}
      />
      {invalid && (
        <p id={errorId} className={fieldStyles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
