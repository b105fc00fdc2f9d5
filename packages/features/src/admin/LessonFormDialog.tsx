import type { Lesson } from '@manara/api-client';
import { Checkbox, FormDialog, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSaveLesson } from './api/useCourseLessons';
import * as styles from './AdminScreen.css';
import { LessonFormValuesSchema } from './courseForms';
import { adminCommonMessages, adminLessonsMessages } from './messages';

export interface LessonFormDialogProps {
  courseId: string;
  /** The lesson to edit; none adds one. */
  lesson?: Lesson;
  /** Where a new lesson goes: after the last. */
  nextOrder?: number;
  onClose: () => void;
  onSaved: (lesson: Lesson) => void;
}

/**
 * Add or edit a lesson (docs/product/admin.md#lesson-form): title, description, a YouTube link in any of its
 * forms, length in minutes, order from 1, private by default, and a section.
 */
export function LessonFormDialog({ courseId, lesson, nextOrder = 1, onClose, onSaved }: LessonFormDialogProps) {
  const t = useStore(adminLessonsMessages);
  const common = useStore(adminCommonMessages);
  const save = useSaveLesson();
  const form = useContractForm(LessonFormValuesSchema, {
    title: lesson?.title ?? '',
    description: lesson?.description ?? '',
    videoUrl: lesson?.videoUrl ?? '',
    duration: lesson ? String(lesson.duration) : '',
    order: String(lesson?.order ?? nextOrder),
    isPrivate: lesson?.isPrivate ?? true,
    section: lesson?.section ?? '',
  });
  const adding = lesson === undefined;
  const description = form.field('description');
  return (
    <FormDialog
      open
      size="lg"
      onOpenChange={({ open }) => !open && onClose()}
      title={adding ? t.addTitle : t.editTitle}
      submitLabel={t.submit}
      busyLabel={adding ? t.submitting : t.updating}
      busy={save.isMutating}
      cancelLabel={common.cancel}
      {...(save.errorText === undefined ? {} : { error: save.errorText })}
      onSubmit={form.handleSubmit((values) => save.run({ courseId, ...(lesson ? { lessonId: lesson._id } : {}), lesson: values }, { onSuccess: onSaved }))}
    >
      <TextField label={t.lessonTitle} {...form.field('title')} />
      <TextArea label={t.description} rows={3} error={description.error} {...form.register('description')} />
      <TextField label={t.videoUrl} type="url" dir="ltr" {...form.field('videoUrl')} />
      <div className={styles.pair}>
        <TextField label={t.durationLabel} inputMode="decimal" {...form.field('duration')} />
        <TextField label={t.order} inputMode="numeric" {...form.field('order')} />
      </div>
      <TextField label={t.section} aria-describedby="admin-lesson-section-hint" {...form.field('section')} />
      <p id="admin-lesson-section-hint" className={styles.muted}>
        {t.sectionHint}
      </p>
      <Checkbox label={t.privateLabel} {...form.register('isPrivate')} />
    </FormDialog>
  );
}
