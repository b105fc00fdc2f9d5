import type { Lesson } from '@manara/api-client';
import { youtubeVideoId } from '@manara/api-client/schemas';
import { Checkbox, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSaveLesson } from './api/useCourseLessons';
import * as styles from './AdminScreen.css';
import { LessonFormValuesSchema } from './courseForms';
import { adminLessonsMessages } from './messages';
import { AdminFormDialog } from './AdminDialogs';
import { useFormats } from './useFormats';
import { useVideoLength } from './useVideoLength';

export interface LessonFormDialogProps {
  courseId: string;
  /** The YouTube IFrame API's address: the video's length is measured with it. */
  youtubeApiUrl: string;
  /** The lesson to edit; none adds one. */
  lesson?: Lesson;
  /** Where a new lesson goes: after the last. */
  nextOrder?: number;
  onClose: () => void;
  onSaved: (lesson: Lesson) => void;
}

/**
 * Add or edit a lesson (docs/product/admin.md#lesson-form): title, description, a YouTube link in any of its
 * forms, length in minutes, order from 1, private by default, and a section. The video's length is
 * measured here by a hidden player, shown, and saved with the lesson (decision 060); empty minutes take it.
 */
export function LessonFormDialog({ courseId, youtubeApiUrl, lesson, nextOrder = 1, onClose, onSaved }: LessonFormDialogProps) {
  const t = useStore(adminLessonsMessages);
  const format = useFormats();
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
  const length = useVideoLength(form.watch('videoUrl'), youtubeApiUrl);
  const measuredSeconds = length.state === 'measured' ? length.seconds : undefined;
  const { getValues, setValue } = form;
  useEffect(() => {
    if (measuredSeconds !== undefined && getValues('duration').trim() === '') setValue('duration', String(Math.round((measuredSeconds / 60) * 100) / 100));
  }, [measuredSeconds, getValues, setValue]);
  /** The measured length, sent only with the video it was measured from. */
  const lengthFor = (videoUrl: string) => (length.state === 'measured' && youtubeVideoId(videoUrl.trim()) === length.videoId ? { durationSeconds: length.seconds } : {});
  return (
    <AdminFormDialog
      size="lg"
      request={save}
      onClose={onClose}
      title={adding ? t.addTitle : t.editTitle}
      submitLabel={t.submit}
      busyLabel={adding ? t.submitting : t.updating}
      onSubmit={form.handleSubmit((values) =>
        save.run({ courseId, ...(lesson ? { lessonId: lesson._id } : {}), lesson: { ...values, ...lengthFor(values.videoUrl) } }, { onSuccess: onSaved }),
      )}
    >
      <TextField label={t.lessonTitle} {...form.field('title')} />
      <TextArea label={t.description} rows={3} error={description.error} {...form.register('description')} />
      <TextField label={t.videoUrl} type="url" dir="ltr" aria-describedby="admin-lesson-length" {...form.field('videoUrl')} />
      <div id="admin-lesson-length" className={styles.measure}>
        <p role="status" className={length.state === 'measured' ? styles.measured : styles.muted}>
          {length.state === 'measured' ? t.lengthOf({ length: format.length(length.seconds) }) : length.state === 'measuring' ? t.measuring : length.state === 'failed' ? t.measureFailed : ''}
        </p>
        <p className={styles.muted}>{t.lengthHint}</p>
      </div>
      <div className={styles.pair}>
        <TextField label={t.durationLabel} inputMode="decimal" {...form.field('duration')} />
        <TextField label={t.order} inputMode="numeric" {...form.field('order')} />
      </div>
      <TextField label={t.section} aria-describedby="admin-lesson-section-hint" {...form.field('section')} />
      <p id="admin-lesson-section-hint" className={styles.muted}>
        {t.sectionHint}
      </p>
      <Checkbox label={t.privateLabel} {...form.register('isPrivate')} />
    </AdminFormDialog>
  );
}
