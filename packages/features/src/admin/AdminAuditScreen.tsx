import { AUDIT_ACTIONS, type AuditAction, type AuditEntry } from '@manara/api-client/schemas';
import { Alert, Button, VisuallyHidden, type DataTableColumn } from '@manara/ui';
import { AdminFilter, AdminPage, AdminTable } from './AdminParts';
import { useDownloadAuditLog } from './api/downloadAuditLog';
import { useAuditLog } from './api/useAuditLog';
import * as styles from './AdminScreen.css';
import { useListControls } from './useListControls';
import { useAuditWords, type AuditChange } from './useAuditWords';
import { useFormats } from './useFormats';

/**
 * One changed field: its name, then the value before, an arrow in the reading direction and the value after. Each
 * value is isolated (`bdi`), so a title in the other script keeps its place in the line; the arrow is drawn, not a
 * glyph, and turns round right to left, so it always points from the value before to the value after.
 */
function ChangeLine({ change, changedTo }: { change: AuditChange; changedTo: string }) {
  return (
    <li>
      {change.name}:{' '}
      {change.before !== undefined && <bdi data-value="before">{change.before}</bdi>}
      {change.before !== undefined && change.after !== undefined && (
        <>
          {' '}
          <svg className={styles.changeArrow} data-arrow="" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
            <path d="M2 8h11M9 4l4 4-4 4" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          <VisuallyHidden>{changedTo}</VisuallyHidden>{' '}
        </>
      )}
      {change.after !== undefined && <bdi data-value="after">{change.after}</bdi>}
    </li>
  );
}

/**
 * `/admin/audit` (docs/product/admin.md#audit-log): every admin write, newest first, in words: who made it, what
 * they did, on what (named as it was then), and each changed field before and after; narrowed by action, and
 * downloadable as CSV with the same filter.
 */
export function AdminAuditScreen() {
  const words = useAuditWords();
  const { t } = words;
  const format = useFormats();
  const list = useListControls<{ action: AuditAction | undefined }>({ action: undefined });
  const { action } = list.filters;
  const log = useAuditLog({ page: list.page, action });
  const download = useDownloadAuditLog();

  const columns: Array<DataTableColumn<AuditEntry>> = [
    { id: 'when', header: t.when, cell: (entry) => <time dateTime={entry.createdAt}>{format.dateTime(entry.createdAt)}</time> },
    { id: 'who', header: t.who, cell: (entry) => <bdi>{entry.actorEmail}</bdi> },
    { id: 'action', header: t.action, cell: (entry) => words.action(entry.action) },
    {
      id: 'object',
      header: t.object,
      cell: (entry) => {
        const { name, detail } = words.object(entry);
        return (
          <>
            <bdi>{name}</bdi>
            {detail !== null && (
              <>
                <br />
                <bdi className={styles.muted}>{detail}</bdi>
              </>
            )}
          </>
        );
      },
    },
    {
      id: 'changes',
      header: t.changes,
      cell: (entry) => (
        <ul className={styles.changes}>
          {words.changes(entry).map((change) => (
            <ChangeLine key={change.field} change={change} changedTo={t.changedTo} />
          ))}
        </ul>
      ),
    },
  ];

  return (
    <AdminPage
      title={t.title}
      toolbar={
        <>
          <AdminFilter label={t.actionFilter} allLabel={t.allActions} value={action} values={AUDIT_ACTIONS} labelOf={words.action} onChange={(value) => list.setFilter('action', value)} />
          {(log.data?.entries.length ?? 0) > 0 && (
            <Button variant="outline" busy={download.isMutating} busyLabel={t.downloading} onClick={() => void download.run({ action })}>
              {t.downloadCsv}
            </Button>
          )}
        </>
      }
    >
      {download.errorText !== undefined && <Alert tone="danger">{download.errorText}</Alert>}
      <AdminTable columns={columns} rows={log.data?.entries ?? []} getRowId={(entry) => entry._id} caption={t.tableCaption} {...list.table(log)} />
    </AdminPage>
  );
}
