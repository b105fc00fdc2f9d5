import { MarkRefundedBodySchema, type PaymentToRefund } from '@manara/api-client/schemas';
import { Alert, Badge, Button, TextField, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { AdminPage, AdminTable } from './AdminParts';
import * as styles from './AdminScreen.css';
import { useMarkRefunded, usePaymentsToRefund } from './api/usePaymentsToRefund';
import { ADMIN_MESSAGE_MS } from './constants';
import { adminRefundsMessages } from './messages';
import { AdminFormDialog } from './AdminDialogs';
import { useFlashMessage } from './useFlashMessage';
import { useFormats } from './useFormats';

const learnerName = (payment: PaymentToRefund) => `${payment.user.firstName} ${payment.user.lastName}`;

/**
 * `/admin/refunds` (docs/product/admin.md#refunds): payments that went through but granted nothing (a course
 * the learner already had, a learner blocked before the money came), with whom to refund, the amount and the
 * provider's reference. The money goes back at the provider; here the admin marks it so, with a note.
 */
export function AdminRefundsScreen() {
  const t = useStore(adminRefundsMessages);
  const format = useFormats();
  const { data, isLoading, errorMessage, retry, replace } = usePaymentsToRefund();
  const [marking, setMarking] = useState<PaymentToRefund | undefined>(undefined);
  const { message, show } = useFlashMessage(ADMIN_MESSAGE_MS);

  const columns: Array<DataTableColumn<PaymentToRefund>> = [
    {
      id: 'learner',
      header: t.learner,
      cell: (row) => (
        <>
          <bdi>{learnerName(row)}</bdi>
          <br />
          <bdi className={styles.muted}>{row.user.email}</bdi>
        </>
      ),
    },
    { id: 'course', header: t.course, cell: (row) => <bdi>{row.course.title}</bdi> },
    { id: 'amount', header: t.amount, cell: (row) => format.money(row.amount), align: 'end' },
    { id: 'reference', header: t.reference, cell: (row) => <bdi>{[row.provider, row.providerTransactionId].filter(Boolean).join(' · ')}</bdi> },
    { id: 'paidAt', header: t.paidAt, cell: (row) => (row.paidAt === null ? '' : format.dateTime(row.paidAt)) },
    { id: 'reason', header: t.reason, cell: (row) => t[row.reason] },
    {
      id: 'state',
      header: t.state,
      cell: (row) =>
        row.refund === null ? (
          <Button size="sm" variant="outline" aria-label={t.markRefundedOf({ user: learnerName(row), course: row.course.title })} onClick={() => setMarking(row)}>
            {t.markRefunded}
          </Button>
        ) : (
          <>
            <Badge tone="success">{t.refundedOn({ date: format.date(row.refund.refundedAt) })}</Badge>
            <br />
            <bdi className={styles.muted}>{row.refund.note}</bdi>
          </>
        ),
    },
  ];

  return (
    <AdminPage title={t.title}>
      <p className={styles.muted}>{t.intro}</p>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <AdminTable columns={columns} rows={data ?? []} getRowId={(row) => row._id} caption={t.tableCaption} emptyText={t.empty} loading={isLoading} onRetry={retry} errorMessage={errorMessage} />
      {marking !== undefined && (
        <MarkRefundedDialog
          payment={marking}
          onClose={() => setMarking(undefined)}
          onMarked={(payment) => {
            replace(payment);
            setMarking(undefined);
            show('success', t.marked);
          }}
        />
      )}
    </AdminPage>
  );
}

/** The note that goes with a refund: the provider's reference, or how the money went back. */
function MarkRefundedDialog({ payment, onClose, onMarked }: { payment: PaymentToRefund; onClose: () => void; onMarked: (payment: PaymentToRefund) => void }) {
  const t = useStore(adminRefundsMessages);
  const format = useFormats();
  const mark = useMarkRefunded();
  const form = useContractForm(MarkRefundedBodySchema, { note: '' });
  return (
    <AdminFormDialog
      request={mark}
      onClose={onClose}
      title={t.dialogTitle}
      description={t.dialogDescription({ amount: format.money(payment.amount), user: learnerName(payment), provider: payment.provider })}
      submitLabel={t.submit}
      busyLabel={t.saving}
      cancelLabel={t.cancel}
      onSubmit={form.handleSubmit(({ note }) => mark.run({ paymentId: payment._id, note }, { onSuccess: onMarked }))}
    >
      <TextField label={t.noteLabel} {...form.field('note')} />
    </AdminFormDialog>
  );
}
