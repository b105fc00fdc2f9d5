import { hasErrorCode } from '@manara/api-client';
import { MAX_REVIEW_NOTE, PROGRAM_QUESTIONS, type Application } from '@manara/api-client/schemas';
import { Dialog, TextArea } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useMemo } from 'react';
import * as v from 'valibot';
import { useContractForm } from '../shared/forms/useContractForm';
import { ApplicationStatusBadge } from '../shared/programs/ApplicationStatusBadge';
import { programMessages } from '../shared/programs/messages';
import { useReviewApplication } from './api/useAdminApplications';
import * as adminStyles from './AdminScreen.css';
import { adminApplicationsMessages, adminCommonMessages } from './messages';
import { AdminFormDialog } from './AdminDialogs';
import * as styles from './ReviewApplicationDialog.css';
import { useFormats } from './useFormats';

/** The applicant's full name, as the admin's list names them. */
export const applicantName = (application: Application) =>
  application.applicant ? `${application.applicant.firstName} ${application.applicant.lastName}` : '—';

export interface ReviewApplicationDialogProps {
  application: Application;
  onClose: () => void;
  /** The decision is saved: the server's application, reviewed. */
  onReviewed: (application: Application) => void;
  /** The decision was refused, in the reader's words, for the page's message; `stale` when someone had already decided. */
  onFailed: (event: { text: string; stale: boolean }) => void;
}

/**
 * One application opened from the admin's list (docs/product/public-pages.md#programmes): who applied, the
 * four answers under their questions, and either the decision to take (a pending one: Approve or Reject
 * with an optional note) or the decision taken, with its date and note, to read.
 */
export function ReviewApplicationDialog(props: ReviewApplicationDialogProps) {
  return props.application.status === 'pending' ? <DecideDialog {...props} /> : <ReviewedDialog application={props.application} onClose={props.onClose} />;
}

/** Name, e-mail and the day it came in: the dialog's description. */
function Applicant({ application }: { application: Application }) {
  const t = useStore(adminApplicationsMessages);
  const format = useFormats();
  return (
    <>
      <bdi>{applicantName(application)}</bdi>
      {application.applicant && (
        <>
          {' · '}
          <bdi>{application.applicant.email}</bdi>
        </>
      )}
      {' · '}
      {t.submittedOn({ date: format.date(application.createdAt) })}
    </>
  );
}

/** The answers in the order the programme's form asks them. */
function Answers({ application }: { application: Application }) {
  const t = useStore(adminApplicationsMessages);
  const p = useStore(programMessages);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={adminStyles.field}>
      <h3 id={headingId} className={styles.sectionTitle}>
        {t.answers}
      </h3>
      <dl className={styles.answers}>
        {PROGRAM_QUESTIONS[application.program].map((question) => (
          <div key={question} className={styles.answer}>
            <dt className={styles.question}>{p[question]}</dt>
            <dd className={styles.text} dir="auto">{application.answers[question] || p.noAnswer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function DecideDialog({ application, onClose, onReviewed, onFailed }: ReviewApplicationDialogProps) {
  const t = useStore(adminApplicationsMessages);
  const p = useStore(programMessages);
  const format = useFormats();
  const review = useReviewApplication();
  const max = format.count(MAX_REVIEW_NOTE);
  // The contract's rules (one of two decisions, a note of at most MAX_REVIEW_NOTE), in this page's words.
  const schema = useMemo(
    () =>
      v.object({
        status: v.picklist(['approved', 'rejected'], t.chooseDecision),
        note: v.pipe(v.string(), v.maxLength(MAX_REVIEW_NOTE, t.noteTooLong({ max }))),
      }),
    [t, max],
  );
  const form = useContractForm(schema, { note: '' });
  const decision = form.watch('status');
  const statusError = form.formState.errors.status?.message;
  const errorId = useId();
  const hintId = useId();
  const note = form.field('note');
  return (
    <AdminFormDialog
      size="lg"
      request={review}
      onClose={onClose}
      title={t.dialogTitle({ program: p[application.program] })}
      description={<Applicant application={application} />}
      submitLabel={decision === 'approved' ? t.approve : decision === 'rejected' ? t.reject : t.saveDecision}
      busyLabel={t.updating}
      onSubmit={form.handleSubmit(({ status, note: text }) =>
        review.run(
          { applicationId: application._id, review: { status, note: text.trim() } },
          {
            onSuccess: onReviewed,
            onError: (error) => onFailed({ text: t.reviewFailed, stale: hasErrorCode(error, 'APPLICATION_REVIEWED') }),
          },
        ),
      )}
    >
      <Answers application={application} />
      <fieldset className={styles.decision} aria-describedby={statusError ? errorId : undefined}>
        <legend className={styles.legend}>{t.decision}</legend>
        <div className={styles.choices}>
          {(['approved', 'rejected'] as const).map((status) => (
            <label key={status} className={styles.choice}>
              <input
                type="radio"
                className={styles.radio}
                value={status}
                {...form.register('status')}
              />
              {status === 'approved' ? t.approve : t.reject}
            </label>
          ))}
        </div>
        {statusError && (
          <p id={errorId} className={styles.error}>
            {statusError}
          </p>
        )}
      </fieldset>
      <TextArea label={t.noteLabel} rows={3} error={note.error} aria-describedby={hintId} {...form.register('note')} />
      <p id={hintId} className={styles.hint}>
        {t.noteHint({ max })}
      </p>
    </AdminFormDialog>
  );
}

function ReviewedDialog({ application, onClose }: { application: Application; onClose: () => void }) {
  const t = useStore(adminApplicationsMessages);
  const p = useStore(programMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const headingId = useId();
  return (
    <Dialog
      open
      onOpenChange={({ open }) => !open && onClose()}
      title={t.dialogTitle({ program: p[application.program] })}
      description={<Applicant application={application} />}
      closeLabel={common.close}
      className={adminStyles.wideDialog}
    >
      <Answers application={application} />
      <section aria-labelledby={headingId} className={adminStyles.field}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {t.decision}
        </h3>
        <dl className={styles.outcome}>
          <dt className={styles.question}>{t.status}</dt>
          <dd className={styles.outcomeValue}>
            <ApplicationStatusBadge status={application.status} named={false} />
          </dd>
          {application.reviewedAt && (
            <>
              <dt className={styles.question}>{t.reviewed}</dt>
              <dd className={styles.outcomeValue}>{format.date(application.reviewedAt)}</dd>
            </>
          )}
          <dt className={styles.question}>{t.note}</dt>
          <dd className={styles.outcomeValue} dir={application.reviewNote ? 'auto' : undefined}>
            {application.reviewNote ?? t.noNote}
          </dd>
        </dl>
      </section>
    </Dialog>
  );
}
