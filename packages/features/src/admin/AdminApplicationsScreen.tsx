import { APPLICATION_STATUSES, PROGRAMS, type Application, type ApplicationStatus, type Program } from '@manara/api-client/schemas';
import { Alert, Button, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { AdminSelect, AdminTable } from './AdminParts';
import { useAdminApplications } from './api/useAdminApplications';
import * as styles from './AdminScreen.css';
import { ADMIN_MESSAGE_MS } from './constants';
import { adminApplicationsMessages, adminCommonMessages } from './messages';
import { ApplicationStatusBadge } from '../shared/programs/ApplicationStatusBadge';
import { programMessages } from '../shared/programs/messages';
import { applicantName, ReviewApplicationDialog } from './ReviewApplicationDialog';
import { useAdminPaging } from './useAdminPaging';
import { useFlashMessage } from './useFlashMessage';
import { useFormats } from './useFormats';

/**
 * `/admin/applications` (docs/product/public-pages.md#programmes): the programmes' applications, 10 a page,
 * newest first, by programme and status. Open shows one with its answers; a pending one is approved or
 * rejected there, once, with an optional note, and its row changes in place.
 */
export function AdminApplicationsScreen() {
  const t = useStore(adminApplicationsMessages);
  const p = useStore(programMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const [program, setProgram] = useState<Program | undefined>(undefined);
  const [status, setStatus] = useState<ApplicationStatus | undefined>(undefined);
  const [page, setPage] = useState(1);
  const { data, isLoading, errorMessage, retry, replace } = useAdminApplications({ page, program, status });
  const paging = useAdminPaging(data?.pagination, page, setPage);
  const { message, show } = useFlashMessage(ADMIN_MESSAGE_MS);
  const [open, setOpen] = useState<Application | undefined>(undefined);
  const close = () => setOpen(undefined);

  const columns: Array<DataTableColumn<Application>> = [
    { id: 'name', header: t.name, cell: (row) => <bdi>{applicantName(row)}</bdi> },
    { id: 'email', header: t.email, cell: (row) => row.applicant?.email ?? '—' },
    { id: 'program', header: t.program, cell: (row) => p[row.program] },
    { id: 'submitted', header: t.submitted, cell: (row) => format.date(row.createdAt) },
    { id: 'status', header: t.status, cell: (row) => <ApplicationStatusBadge status={row.status} named={false} /> },
    {
      id: 'actions',
      header: common.actions,
      cell: (row) => (
        <Button size="sm" variant={row.status === 'pending' ? 'secondary' : 'outline'} aria-label={t.openRowLabel({ name: applicantName(row) })} onClick={() => setOpen(row)}>
          {t.open}
        </Button>
      ),
    },
  ];

  return (
    <section className={styles.screen} aria-labelledby="admin-applications-title">
      <h1 id="admin-applications-title" className={styles.title}>
        {t.title}
      </h1>
      <div className={styles.toolbar}>
        <AdminSelect
          label={t.programFilter}
          value={program ?? ''}
          options={[{ value: '', label: t.allPrograms }, ...PROGRAMS.map((value) => ({ value, label: p[value] }))]}
          onChange={(value) => {
            setProgram(value === '' ? undefined : value);
            setPage(1);
          }}
        />
        <AdminSelect
          label={t.statusFilter}
          value={status ?? ''}
          options={[{ value: '', label: t.allStatuses }, ...APPLICATION_STATUSES.map((value) => ({ value, label: p[value] }))]}
          onChange={(value) => {
            setStatus(value === '' ? undefined : value);
            setPage(1);
          }}
        />
      </div>
      {message && (
        <Alert tone={message.tone} aria-live="polite">
          {message.text}
        </Alert>
      )}
      <AdminTable
        columns={columns}
        rows={data?.applications ?? []}
        getRowId={(row) => row._id}
        caption={t.tableCaption}
        loading={isLoading}
        emptyText={t.empty}
        onRetry={retry}
        errorMessage={errorMessage}
        {...paging}
      />
      {open && (
        <ReviewApplicationDialog
          application={open}
          onClose={close}
          onReviewed={(application) => {
            replace(application);
            show('success', application.status === 'approved' ? t.approvedDone : t.rejectedDone);
            close();
          }}
          onFailed={({ text, stale }) => {
            show('danger', text);
            // Someone decided first: the list shows what was decided.
            if (stale) retry();
          }}
        />
      )}
    </section>
  );
}
