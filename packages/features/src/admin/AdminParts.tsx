import { Alert, DataTable, SearchInput, type DataTableProps, type DataTableRow } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, type ReactNode } from 'react';
import * as styles from './AdminScreen.css';
import { adminCommonMessages } from './messages';
import type { FlashMessage } from './useFlashMessage';

/* The pieces every admin page is made of, with the back office's words already in them. */

export interface AdminPageProps {
  /** The page's heading, which names its region. */
  title: string;
  /** The controls under the heading (search, filters, a download); none, no toolbar. */
  toolbar?: ReactNode;
  children?: ReactNode;
}

/** An admin page: a region named by its heading, the toolbar under the heading, then the page's own content. */
export function AdminPage({ title, toolbar, children }: AdminPageProps) {
  const titleId = useId();
  return (
    <section className={styles.screen} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {toolbar !== undefined && <div className={styles.toolbar}>{toolbar}</div>}
      {children}
    </section>
  );
}

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

/**
 * A list's search field; a new search starts again from the first page (`onSearch`). It takes the toolbar's
 * room, so its placeholder is read whole (decision 086).
 */
export function AdminSearch({ label, value, onSearch }: { label: string; value: string; onSearch: (text: string) => void }) {
  return (
    <div className={styles.search}>
      <SearchInput label={label} placeholder={label} value={value} onChange={(event) => onSearch(event.currentTarget.value)} />
    </div>
  );
}

export interface AdminSelectProps<TValue extends string> {
  label: string;
  value: TValue | '';
  options: ReadonlyArray<{ value: TValue | ''; label: string }>;
  onChange: (value: TValue | '') => void;
}

export interface AdminFieldProps {
  label: string;
  /** The control, given the id its label points to. */
  children: (id: string) => ReactNode;
  /** The control's id when the page names it; a generated one otherwise. */
  id?: string;
}

/** A label over its control (a select, a date), the two tied by the control's id. */
export function AdminField({ label, children, id }: AdminFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  return (
    <div className={styles.field}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
      </label>
      {children(controlId)}
    </div>
  );
}

/** A labelled choice among a few values (a filter, a report type, a role). */
export function AdminSelect<TValue extends string>({ label, value, options, onChange }: AdminSelectProps<TValue>) {
  return (
    <AdminField label={label}>
      {(id) => (
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
      )}
    </AdminField>
  );
}

export interface AdminFilterProps<TValue extends string> {
  label: string;
  /** The first choice, which narrows nothing ('All Statuses'). */
  allLabel: string;
  /** The value chosen; `undefined` is all. */
  value: TValue | undefined;
  values: readonly TValue[];
  labelOf: (value: TValue) => string;
  onChange: (value: TValue | undefined) => void;
}

/** A list's filter: 'All ...' first, then each value by its name. */
export function AdminFilter<TValue extends string>({ label, allLabel, value, values, labelOf, onChange }: AdminFilterProps<TValue>) {
  return (
    <AdminSelect
      label={label}
      value={value ?? ''}
      options={[{ value: '', label: allLabel }, ...values.map((option) => ({ value: option, label: labelOf(option) }))]}
      onChange={(next) => onChange(next === '' ? undefined : next)}
    />
  );
}

/** A page's passing message (`useFlashMessage`), read out politely when it comes; nothing when there is none. */
export function AdminFlash({ message }: { message: FlashMessage | undefined }) {
  if (message === undefined) return null;
  return (
    <Alert tone={message.tone} aria-live="polite">
      {message.text}
    </Alert>
  );
}
