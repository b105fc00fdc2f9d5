import { APPLICATION_STATUSES, PROGRAMS, type Application, type ApplicationStatus, type Program } from '@manara/api-client/schemas';
import { Button, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { AdminFilter, AdminFlash, AdminPage, AdminTable } from './AdminParts';
import { useAdminApplications } from './api/useAdminApplications';
import { ADMIN_MESSAGE_MS } from './constants';
import { adminApplicationsMessages, adminCommonMessages } from './messages';
import { ApplicationStatusBadge } from '../shared/programs/ApplicationStatusBadge';
import { programMessages } from '../shared/programs/messages';
import { applicantName, ReviewApplicationDialog } from './ReviewApplicationDialog';
import { useListControls } from './useListControls';
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
  const list = useListControls<{ program: Program | undefined; status: ApplicationStatus | undefined }>({ program: undefined, status: undefined });
  const applications = useAdminApplications({ page: list.page, ...list.filters });
  const { replace, retry } = applications;
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
    <AdminPage
      title={t.title}
      toolbar={
        <>
          <AdminFilter label={t.programFilter} allLabel={t.allPrograms} value={list.filters.program} values={PROGRAMS} labelOf={(value) => p[value]} onChange={(value) => list.setFilter('program', value)} />
          <AdminFilter label={t.statusFilter} allLabel={t.allStatuses} value={list.filters.status} values={APPLICATION_STATUSES} labelOf={(value) => p[value]} onChange={(value) => list.setFilter('status', value)} />
        </>
      }
    >
      <AdminFlash message={message} />
      <AdminTable columns={columns} rows={applications.data?.applications ?? []} getRowId={(row) => row._id} caption={t.tableCaption} emptyText={t.empty} {...list.table(applications)} />
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
    </AdminPage>
  );
}
