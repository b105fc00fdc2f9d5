import { useId, type ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './field.css';

interface FieldOptions {
  /** The control's id, when the caller gives one. */
  id: string | undefined;
  /** What is wrong with the value; an empty string is no error. */
  error: string | undefined;
  /** Ids the caller's own `aria-describedby` names, read after the error. */
  describedBy?: string | undefined;
}

/**
 * What a labelled control knows about itself: its id (the caller's or a generated one), its error's id,
 * whether it is invalid, and the attributes that tie the control to its error for assistive technology.
 */
export function useField({ id, error, describedBy }: FieldOptions) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const invalid = error !== undefined && error !== '';
  return {
    controlId,
    errorId,
    invalid,
    controlProps: {
      id: controlId,
      'aria-invalid': invalid || undefined,
      'aria-describedby': cx(invalid && errorId, describedBy) || undefined,
    },
  };
}

/** A field's error, under its control; shown only while there is one. */
export function FieldError({ id, invalid, children }: { id: string; invalid: boolean; children: ReactNode }) {
  if (!invalid) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {children}
    </p>
  );
}

/** What `useField` tells about a control. */
export type FieldState = ReturnType<typeof useField>;

interface FieldProps {
  label: string;
  error: string | undefined;
  field: FieldState;
  /** The control, or the group it sits in. */
  children: ReactNode;
}

/** The column of a labelled field: its visible label, the control, and the error below it. */
export function Field({ label, error, field, children }: FieldProps) {
  return (
    <div className={styles.fieldRoot}>
      <label htmlFor={field.controlId} className={styles.fieldLabel}>
        {label}
      </label>
      {children}
      <FieldError id={field.errorId} invalid={field.invalid}>
        {error}
      </FieldError>
    </div>
  );
}
