import type { Course, Lesson } from '@manara/api-client';
import { Alert, Badge, Button, DataTable, Dialog, toast, type DataTableColumn } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { youtubeVideoId } from '@manara/api-client/schemas';
import { measureVideoLength } from '../shared/youtube';
import { useCourseLessons, useDeleteLesson, useMeasureLesson } from './api/useCourseLessons';
import * as styles from './AdminScreen.css';
import { COURSE_TOAST_MS } from './constants';
import { LessonFilesDialog } from './LessonFilesDialog';
import { LessonFormDialog } from './LessonFormDialog';
import { adminCommonMessages, adminLessonsMessages } from './messages';
import { AdminConfirmDialog } from './AdminDialogs';
import { useFormats } from './useFormats';

export interface ManageLessonsDialogProps {
  course: Course;
  /** The YouTube IFrame API's address: lengths are measured with it. */
  youtubeApiUrl: string;
  onClose: () => void;
  /** The course's lessons as they now are, so its row's totals follow. */
  onLessonsChanged: (lessons: Lesson[]) => void;
}

/** A lesson whose length is to be measured: never measured, or disputed by a learner's player (decision 060). */
const toMeasure = (lesson: Lesson) => (lesson.durationSeconds ?? null) === null || lesson.lengthFlagged === true;

/**
 * A course's lessons, one table per section (docs/product/admin.md#courses): Order, Title, Duration, the
 * measured length, Private or Public, its PDFs, Edit, Delete. A deletion asks first, then reads the lessons again.
 * "Measure lengths" measures, one after another in a hidden player, every lesson never measured or disputed.
 */
export function ManageLessonsDialog({ course, youtubeApiUrl, onClose, onLessonsChanged }: ManageLessonsDialogProps) {
  const t = useStore(adminLessonsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const { lessons, isLoading, errorMessage, reload } = useCourseLessons(course._id);
  const remove = useDeleteLesson();
  const measure = useMeasureLesson();
  const [measuring, setMeasuring] = useState<{ done: number; total: number } | undefined>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const pending = (lessons ?? []).filter(toMeasure);

  const measureAll = async () => {
    const queue = pending;
    let measured = 0;
    let failed = 0;
    for (const [index, lesson] of queue.entries()) {
      if (!mounted.current) return;
      setMeasuring({ done: index + 1, total: queue.length });
      const videoId = lesson.videoUrl === undefined ? undefined : youtubeVideoId(lesson.videoUrl);
      const seconds = videoId === undefined ? undefined : await measureVideoLength(videoId, youtubeApiUrl).catch(() => undefined);
      if (seconds === undefined) failed += 1;
      else {
        await measure.run(
          { lessonId: lesson._id, durationSeconds: seconds },
          {
            onSuccess: () => {
              measured += 1;
            },
            onError: () => {
              failed += 1;
            },
          },
        );
      }
    }
    if (!mounted.current) return;
    setMeasuring(undefined);
    await reload();
    if (measured > 0) toast.success(t.measuredAll({ count: format.count(measured) }), { duration: COURSE_TOAST_MS });
    if (failed > 0) toast.error(t.measureSomeFailed({ count: format.count(failed) }));
  };
  const [editing, setEditing] = useState<Lesson | undefined>(undefined);
  const [deleting, setDeleting] = useState<Lesson | undefined>(undefined);
  // By id: the dialog shows the lesson as last read, so an attached or removed file appears at once.
  const [filesOf, setFilesOf] = useState<string | undefined>(undefined);
  const filesLesson = lessons?.find((lesson) => lesson._id === filesOf);

  // Told once per answer from the server, whichever callback the parent passes this render.
  const changed = useRef(onLessonsChanged);
  useEffect(() => {
    changed.current = onLessonsChanged;
  }, [onLessonsChanged]);
  useEffect(() => {
    if (lessons) changed.current(lessons);
  }, [lessons]);

  const sections = new Map<string, Lesson[]>();
  for (const lesson of lessons ?? []) {
    const name = lesson.section || t.generalSection;
    sections.set(name, [...(sections.get(name) ?? []), lesson]);
  }

  /** A column of one button a lesson, headed and named (with the lesson's title) by what it does. */
  const buttonColumn = (
    id: string,
    action: string,
    variant: 'outline' | 'danger',
    text: (lesson: Lesson) => string,
    onClick: (lesson: Lesson) => void,
  ): DataTableColumn<Lesson> => ({
    id,
    header: action,
    cell: (lesson) => (
      <Button size="sm" variant={variant} aria-label={t.rowAction({ action, title: lesson.title })} onClick={() => onClick(lesson)}>
        {text(lesson)}
      </Button>
    ),
  });
  const columns: Array<DataTableColumn<Lesson>> = [
    { id: 'order', header: t.order, cell: (lesson) => format.count(lesson.order), align: 'end' },
    { id: 'title', header: t.lessonTitle, cell: (lesson) => lesson.title },
    { id: 'duration', header: t.duration, cell: (lesson) => t.minutes({ minutes: format.count(lesson.duration) })(lesson.duration), align: 'end' },
    {
      id: 'length',
      header: t.length,
      cell: (lesson) => (
        <span className={styles.lengthCell}>
          {(lesson.durationSeconds ?? null) === null ? <Badge tone="warning">{t.notMeasured}</Badge> : format.length(lesson.durationSeconds ?? 0)}
          {lesson.lengthFlagged === true && <Badge tone="danger">{t.lengthDisputed}</Badge>}
        </span>
      ),
      align: 'end',
    },
    { id: 'status', header: t.status, cell: (lesson) => <Badge tone={lesson.isPrivate ? 'neutral' : 'info'}>{lesson.isPrivate ? t.private : t.public}</Badge> },
    buttonColumn('files', t.files, 'outline', (lesson) => t.filesButton({ count: format.count(lesson.files?.length ?? 0) }), (lesson) => setFilesOf(lesson._id)),
    buttonColumn('edit', t.edit, 'outline', () => t.edit, setEditing),
    buttonColumn('delete', t.delete, 'danger', () => t.delete, setDeleting),
  ];

  return (
    <>
      <Dialog open onOpenChange={({ open }) => !open && onClose()} title={t.manageTitle({ course: course.title })} closeLabel={common.close} className={styles.lessonsDialog}>
        {errorMessage !== undefined ? (
          <Alert tone="danger">{t.loadFailed}</Alert>
        ) : isLoading ? (
          <p className={styles.muted}>{common.loading}</p>
        ) : sections.size === 0 ? (
          <p className={styles.muted}>{t.empty}</p>
        ) : (
          <>
            {(pending.length > 0 || measuring) && (
              <div className={styles.measureNotice}>
                <Alert tone="info" title={t.toMeasure({ count: format.count(pending.length) })}>
                  {t.toMeasureHint}
                </Alert>
                <div className={styles.actions}>
                  <Button busy={measuring !== undefined} busyLabel={measuring ? t.measuringProgress({ done: format.count(measuring.done), total: format.count(measuring.total) }) : undefined} onClick={() => void measureAll()}>
                    {t.measureAll}
                  </Button>
                </div>
              </div>
            )}
            {[...sections].map(([section, rows]) => (
              <DataTable key={section} caption={t.sectionCaption({ section })} showCaption columns={columns} rows={rows} getRowId={(lesson) => lesson._id} emptyText={common.noData} />
            ))}
          </>
        )}
      </Dialog>
      {editing && (
        <LessonFormDialog
          courseId={course._id}
          youtubeApiUrl={youtubeApiUrl}
          lesson={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            toast.success(t.updated, { duration: COURSE_TOAST_MS });
            void reload();
          }}
        />
      )}
      {filesLesson && <LessonFilesDialog lesson={filesLesson} onClose={() => setFilesOf(undefined)} onChanged={() => reload()} />}
      {deleting && (
        <AdminConfirmDialog
          tone="danger"
          request={remove}
          arg={{ lessonId: deleting._id }}
          onClose={() => setDeleting(undefined)}
          title={t.deleteTitle}
          description={t.deleteConfirm}
          confirmLabel={t.deleteYes}
          busyLabel={t.deleting}
          onDone={async () => {
            setDeleting(undefined);
            toast.success(t.deleted, { duration: COURSE_TOAST_MS });
            // The lessons as the server now has them (the call the product makes after a deletion).
            await reload();
          }}
        />
      )}
    </>
  );
}
