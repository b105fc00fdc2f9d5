import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import { useId, useMemo, type HTMLAttributes, type ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { Pager, type PagerProps } from '../Pager';
import { cx } from '../private/cx';
import { Skeleton } from '../Skeleton';
import { VisuallyHidden } from '../VisuallyHidden';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './DataTable.css';

/** What a table's row may be: any object. */
export type DataTableRow = RowData;

export interface DataTableColumn<TRow> {
  id: string;
  /** The column's header text. */
  header: string;
  /** What a row shows in this column. */
  cell: (row: TRow) => ReactNode;
  /** `end` for figures, so they line up on the reading end (the right in English, the left in Arabic). */
  align?: 'start' | 'end';
}

/** The table's paging: what its `Pager` takes, and a name for the controls. */
export interface DataTablePaging extends Pick<PagerProps, 'page' | 'hasPrevious' | 'hasNext' | 'onPageChange' | 'previousLabel' | 'nextLabel' | 'pageLabel'> {
  /** Names the paging controls. */
  label?: string;
}

export interface DataTableProps<TRow extends RowData> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  columns: ReadonlyArray<DataTableColumn<TRow>>;
  rows: readonly TRow[];
  getRowId: (row: TRow) => string;
  /** Names the table for assistive technology. */
  caption: string;
  /** Shows the caption on screen as well; by default only assistive technology reads it. */
  showCaption?: boolean;
  /** The rows are on their way: placeholder rows, and the table is busy. Rows already shown stay. */
  loading?: boolean;
  loadingText?: string;
  /** Why the rows could not be read; shown instead of the table. */
  errorText?: string;
  onRetry?: () => void;
  retryLabel?: string;
  emptyText?: string;
  /** Previous and next pages under the table. */
  paging?: DataTablePaging;
  /** How many placeholder rows show while the first page loads. */
  placeholderRows?: number;
}

const features = tableFeatures({});

/**
 * A table for the back office on TanStack Table: a real `<table>` with a caption and column headers,
 * placeholder rows while loading, a sentence when there is nothing, the failure with a retry, and
 * previous/next paging. Below 640 px each row is a card, every cell named by its column; logical alignment
 * keeps it right in right-to-left text.
 */
export function DataTable<TRow extends RowData>({
  columns,
  rows,
  getRowId,
  caption,
  showCaption = false,
  loading = false,
  loadingText = 'Loading...',
  errorText,
  onRetry,
  retryLabel = 'Try Again',
  emptyText = 'No data available',
  paging,
  placeholderRows = 3,
  className,
  ...rest
}: DataTableProps<TRow>) {
  const captionId = useId();
  const columnDefs = useMemo<Array<ColumnDef<typeof features, TRow>>>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: (row: TRow) => row,
        cell: (context) => column.cell(context.row.original),
        meta: { align: column.align ?? 'start' },
      })),
    [columns],
  );
  const data = useMemo(() => [...rows], [rows]);
  const table = useTable({ features, columns: columnDefs, data, getRowId: (row) => getRowId(row) });
  const alignOf = (id: string) => columns.find((column) => column.id === id)?.align ?? 'start';
  const headerOf = (id: string) => columns.find((column) => column.id === id)?.header;
  const placeholders = loading && rows.length === 0;

  if (errorText !== undefined) {
    return (
      <div {...rest} className={cx(styles.root, className)}>
        <Alert tone="danger" className={styles.errorBox}>
          <p>{errorText}</p>
          {onRetry && (
            <Button variant="outline" size="sm" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
        </Alert>
      </div>
    );
  }

  return (
    <div {...rest} className={cx(styles.root, className)}>
      {/* A box that scrolls must be reachable by keyboard to be scrolled (axe: scrollable-region-focusable). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table} aria-busy={loading || undefined}>
          <caption id={captionId} className={showCaption ? styles.caption : visuallyHidden}>
            {caption}
            {loading && <VisuallyHidden>{` ${loadingText}`}</VisuallyHidden>}
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <th key={header.id} scope="col" className={styles.headerCell} data-align={alignOf(header.column.id)}>
                    <table.FlexRender header={header} />
                  </th>
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {placeholders &&
              Array.from({ length: placeholderRows }, (_, index) => (
                <tr key={`placeholder-${index}`}>
                  {columns.map((column) => (
                    <td key={column.id} className={styles.bodyCell}>
                      <Skeleton shape="text" />
                    </td>
                  ))}
                </tr>
              ))}
            {!loading && rows.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={styles.messageCell}>
                  {emptyText}
                </td>
              </tr>
            )}
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} className={styles.bodyCell} data-align={alignOf(cell.column.id)} data-label={headerOf(cell.column.id)}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {paging && (
        <Pager
          page={paging.page}
          hasPrevious={paging.hasPrevious}
          hasNext={paging.hasNext}
          onPageChange={paging.onPageChange}
          {...(paging.previousLabel ? { previousLabel: paging.previousLabel } : {})}
          {...(paging.nextLabel ? { nextLabel: paging.nextLabel } : {})}
          {...(paging.pageLabel ? { pageLabel: paging.pageLabel } : {})}
          {...(paging.label ? { 'aria-label': paging.label } : {})}
        />
      )}
    </div>
  );
}
