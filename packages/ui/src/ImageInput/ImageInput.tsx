import { forwardRef, useEffect, useRef, useState, type InputHTMLAttributes } from 'react';
import { Button } from '../Button';
import { cx } from '../private/cx';
import { FieldError, useField } from '../private/field';
import * as styles from './ImageInput.css';

export interface ImageInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  label: string;
  /** The rules, under the control: 'JPEG, PNG or WebP, up to 5 MB.'. */
  hint?: string;
  /** The picture saved now, shown until a new file is chosen. */
  currentImageUrl?: string;
  /** The saved picture's alternative text; `previewAlt` when not given. */
  currentImageAlt?: string;
  /** The newly chosen file, or null. */
  value: File | null;
  onChange: (change: { file: File | null }) => void;
  /** What is wrong with the file; the control is then invalid and described by it. */
  error?: string;
  /** Drops the chosen file and goes back to the saved picture. */
  clearLabel?: string;
  /** The alternative text of the chosen file's preview (and of the saved picture without `currentImageAlt`). */
  previewAlt?: string;
  /** Shown in the preview's place when there is no picture at all. */
  emptyLabel?: string;
}

/**
 * A file input for a picture with its preview: the saved picture, or the one just chosen (read from the
 * file on this device, nothing is sent). The preview's object URL is released when the file changes or
 * the control goes away.
 */
export const ImageInput = forwardRef<HTMLInputElement, ImageInputProps>(function ImageInput(
  {
    label,
    hint,
    currentImageUrl,
    currentImageAlt,
    value,
    onChange,
    error,
    clearLabel = 'Remove chosen image',
    previewAlt = 'Image preview',
    emptyLabel = 'No image',
    accept = 'image/jpeg,image/png,image/webp',
    id,
    className,
    ...rest
  },
  ref,
) {
  const { controlId, errorId, invalid } = useField({ id, error });
  const hintId = `${controlId}-hint`;
  const input = useRef<HTMLInputElement | null>(null);
  const [chosenUrl, setChosenUrl] = useState<string | undefined>(undefined);

  useEffect(() => {
    if (value === null) {
      setChosenUrl(undefined);
      // A cleared value must clear the control too, or choosing the same file again would not fire.
      if (input.current) input.current.value = '';
      return undefined;
    }
    const url = URL.createObjectURL(value);
    setChosenUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const shown = chosenUrl ?? currentImageUrl;
  return (
    <div className={cx(styles.root, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      <div className={styles.row}>
        {shown === undefined ? (
          <div className={styles.placeholder} aria-hidden="true">
            {emptyLabel}
          </div>
        ) : (
          <img
            src={shown}
            alt={chosenUrl === undefined ? (currentImageAlt ?? previewAlt) : previewAlt}
            className={styles.preview}
            data-source={chosenUrl === undefined ? 'current' : 'chosen'}
          />
        )}
        <div className={styles.controls}>
          <input
            ref={(node) => {
              input.current = node;
              if (typeof ref === 'function') ref(node);
              else if (ref) ref.current = node;
            }}
            id={controlId}
            type="file"
            accept={accept}
            aria-invalid={invalid || undefined}
            aria-describedby={cx(hint !== undefined && hintId, invalid && errorId) || undefined}
            onChange={(event) => onChange({ file: event.currentTarget.files?.[0] ?? null })}
            {...rest}
            className={styles.input}
          />
          {value !== null && (
            <Button variant="ghost" size="sm" onClick={() => onChange({ file: null })}>
              {clearLabel}
            </Button>
          )}
          {hint !== undefined && (
            <p id={hintId} className={styles.hint}>
              {hint}
            </p>
          )}
          <FieldError id={errorId} invalid={invalid}>
            {error}
          </FieldError>
        </div>
      </div>
    </div>
  );
});
