import { DataTable, SearchInput, type DataTableProps, type DataTableRow } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import * as styles from './AdminScreen.css';
import { adminCommonMessages } from './messages';

/* The pieces every admin page is made of, with the back office's words already in them. */

export interface AdminTableProps<TRow extends DataTableRow> extends Omit<DataTableProps<TRow>, 'loadingText' | 'emptyText' | 'retryLabel' | 'errorText'> {
  /** Why the rows could not be read, in the reader's words. */
  errorMessage?: string | undefined;
  emptyText?: string;
}

/** A `DataTable` saying 'Loading...', 'No data available' and 'Try Again' in the reader's language. */
export function AdminTable<TRow extends DataTableRow>({ errorMessage, emptyText, ...props }: AdminTableProps<TRow>) {
  const t = useStore(adminCommonMessages);
  return (
    <DataTable
      {...props}
      loadingText={t.loading}
      emptyText={emptyText ?? t.noData}
      retryLabel={t.retry}
      {...(errorMessage === undefined ? {} : { errorText: errorMessage })}
    />
  );
}

/** A list's search field; a new search starts again from the first page (`onSearch`). */
export function AdminSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  return (
    <SearchInput label={label} placeholder={label} value={value} onChange={(event) => onSearch(event.currentTarget.value)} className={styles.search} />
  );
}

export interface AdminSelectProps<TValue extends string> {
  label: string;
  value: TValue | '';
  options: ReadonlyArray<{ value: TValue | ''; label: string }>;
  onChange: (value: TValue | '') => void;
}

/** A labelled choice among a few values (a filter, a report type, a role). */
export function AdminSelect<TValue extends string>({ label, value, options, onChange }: AdminSelectProps<TValue>) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select
        id={id}
        className={styles.select}
        value={value}
        onChange={(event) => onChange(options.find((option) => option.value === event.currentTarget.value)?.value ?? '')}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  /** What is wrong with the text; the field is then invalid and described by it. */
  error?: string | undefined;
}

/** A labelled multi-line field with its error below, registered like a native textarea. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, rows = 3, ...rest }, ref) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <textarea ref={ref} id={id} rows={rows} className={styles.textarea} aria-invalid={error !== undefined || undefined} aria-describedby={error === undefined ? undefined : errorId} {...rest} />
      {error !== undefined && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
});
