import type { Lesson, LessonFile } from '@manara/api-client';
import { LessonFileFormSchema, MAX_LESSON_FILE_BYTES } from '@manara/api-client/schemas';
import { Button, TextField, toast } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { formatFileSize, useLocale } from '../shared/i18n';
import { useAttachLessonFile, useRemoveLessonFile } from './api/useCourseLessons';
import * as styles from './AdminScreen.css';
import { COURSE_TOAST_MS } from './constants';
import { adminCommonMessages, adminLessonsMessages } from './messages';
import { AdminConfirmDialog, AdminFormDialog } from './AdminDialogs';

export interface LessonFilesDialogProps {
  /** The lesson as last read, with its files. */
  lesson: Lesson;
  onClose: () => void;
  /** A file was attached or removed: the lessons are to be read again. */
  onChanged: () => Promise<unknown>;
}

/** The chosen file's name without `.pdf`: what the name field starts from. */
const baseName = (file: File) => file.name.replace(/\.pdf$/i, '');

/**
 * A lesson's PDFs (docs/product/admin.md#lesson-files): the attached ones, each with Remove (asked first), and
 * the form that attaches another under the name learners see. The server tells a PDF by its first bytes; the
 * size is checked here first, so a file too big is not sent at all.
 */
export function LessonFilesDialog({ lesson, onClose, onChanged }: LessonFilesDialogProps) {
  const t = useStore(adminLessonsMessages);
  const common = useStore(adminCommonMessages);
  const { intlLocale } = useLocale();
  const attach = useAttachLessonFile();
  const remove = useRemoveLessonFile();
  const form = useContractForm(LessonFileFormSchema, { name: '' });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  // A new input after each attachment: a file input cannot be emptied otherwise.
  const [inputKey, setInputKey] = useState(0);
  const [removing, setRemoving] = useState<LessonFile | undefined>(undefined);
  const inputId = useId();
  const files = lesson.files ?? [];

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setFileError(chosen && chosen.size > MAX_LESSON_FILE_BYTES ? t.fileTooLarge : undefined);
    if (chosen && form.getValues('name').trim() === '') form.setValue('name', baseName(chosen), { shouldValidate: true });
  };

  const submit = form.handleSubmit(({ name }) => {
    if (!file || file.size > MAX_LESSON_FILE_BYTES) return;
    void attach.run(
      { lessonId: lesson._id, file, name },
      {
        onSuccess: async () => {
          toast.success(t.attached, { duration: COURSE_TOAST_MS });
          form.reset({ name: '' });
          setFile(null);
          setInputKey((key) => key + 1);
          await onChanged();
        },
      },
    );
  });

  return (
    <>
      <AdminFormDialog
        size="lg"
        request={attach}
        onClose={onClose}
        title={t.filesTitle({ lesson: lesson.title })}
        submitLabel={t.attach}
        busyLabel={t.attaching}
        cancelLabel={common.close}
        onSubmit={(event) => {
          // The file is asked for together with the name, not only once the name is right.
          if (!file) setFileError(t.fileRequired);
          void submit(event);
        }}
      >
        {files.length === 0 ? (
          <p className={styles.muted}>{t.filesEmpty}</p>
        ) : (
          <ul className={styles.fileList}>
            {files.map((attached) => (
              <li key={attached._id} className={styles.fileRow}>
                <span>
                  <span className={styles.fileName} dir="auto">
                    {attached.name}
                  </span>{' '}
                  <span className={styles.muted}>{t.fileSize({ size: formatFileSize(attached.size, intlLocale) })}</span>
                </span>
                <Button type="button" size="sm" variant="danger" aria-label={t.removeFileLabel({ name: attached.name })} onClick={() => setRemoving(attached)}>
                  {t.removeFile}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.field}>
          <span id={`${inputId}-label`} className={styles.label}>
            {t.fileChoose}
          </span>
          <label className={styles.filePicker}>
            <input
              key={inputKey}
              id={inputId}
              className={styles.fileInput}
              type="file"
              accept="application/pdf,.pdf"
              aria-labelledby={`${inputId}-label`}
              aria-describedby={`${inputId}-hint${fileError ? ` ${inputId}-error` : ''}`}
              aria-invalid={fileError !== undefined}
              onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
            />
            <span className={styles.fileButton} aria-hidden="true">
              {t.choosePdf}
            </span>
            <span className={styles.chosenFile} dir="auto" aria-hidden="true">
              {file?.name ?? t.noFileChosen}
            </span>
          </label>
          <p id={`${inputId}-hint`} className={styles.muted}>
            {t.fileHint}
          </p>
          {fileError && (
            <p id={`${inputId}-error`} className={styles.error}>
              {fileError}
            </p>
          )}
        </div>
        <TextField label={t.fileName} {...form.field('name')} />
      </AdminFormDialog>
      {removing && (
        <AdminConfirmDialog
          tone="danger"
          request={remove}
          arg={{ lessonId: lesson._id, fileId: removing._id }}
          onClose={() => setRemoving(undefined)}
          title={t.removeFileTitle}
          description={t.removeFileConfirm}
          confirmLabel={t.removeFileYes}
          busyLabel={t.removing}
          onDone={async () => {
            setRemoving(undefined);
            toast.success(t.fileRemoved, { duration: COURSE_TOAST_MS });
            await onChanged();
          }}
        />
      )}
    </>
  );
}
