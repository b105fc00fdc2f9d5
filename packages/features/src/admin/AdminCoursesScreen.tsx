import type { Course, Lesson } from '@manara/api-client';
import { COURSE_STATUSES, type CourseStatus } from '@manara/api-client/schemas';
import { Alert, Button, toast, Toaster, type DataTableColumn } from '@manara/ui';
import { AdminSearch, AdminTable } from './AdminParts';
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { useAdminCourses, useDeleteCourse, useSetCourseStatus } from './api/useAdminCourses';
import * as styles from './AdminScreen.css';
import { COURSE_TOAST_MS } from './constants';
import { adminCommonMessages, adminCoursesMessages, adminLessonsMessages } from './messages';
import { AdminConfirmDialog } from './AdminDialogs';
import { useListControls } from './useListControls';
import { useFormats } from './useFormats';
import { YOUTUBE_IFRAME_API_URL } from '../shared/youtube';

// The course and lesson forms, with the form library, load when one first opens: the table does not wait for them.
const CourseFormDialog = lazy(() => import('./CourseFormDialog').then((module) => ({ default: module.CourseFormDialog })));
const LessonFormDialog = lazy(() => import('./LessonFormDialog').then((module) => ({ default: module.LessonFormDialog })));
const ManageLessonsDialog = lazy(() => import('./ManageLessonsDialog').then((module) => ({ default: module.ManageLessonsDialog })));

type Open = { kind: 'create' } | { kind: 'edit' | 'lessons' | 'addLesson' | 'delete'; course: Course } | undefined;

const isStatus = (value: string): value is CourseStatus => COURSE_STATUSES.some((status) => status === value);

/** A course's totals as its lessons now add up. */
const withTotals = (course: Course, lessons: readonly Lesson[]): Course => ({
  ...course,
  totalLessons: lessons.length,
  totalDuration: Math.round(lessons.reduce((sum, lesson) => sum + lesson.duration, 0) * 100) / 100,
});

/**
 * `/admin/courses` (docs/product/admin.md#courses): the searchable, paged table of every course with its
 * status, and the modals to create and edit courses and to add, edit and delete lessons. A created course
 * goes first, totals change in place, notices show for 2 s.
 */
export interface AdminCoursesScreenProps {
  /** The YouTube IFrame API's address, for measuring lessons' lengths (the real one, or a stand-in in tests). */
  youtubeApiUrl?: string;
}

export function AdminCoursesScreen({ youtubeApiUrl = YOUTUBE_IFRAME_API_URL }: AdminCoursesScreenProps) {
  const t = useStore(adminCoursesMessages);
  const lessonWords = useStore(adminLessonsMessages);
  const common = useStore(adminCommonMessages);
  const format = useFormats();
  const list = useListControls();
  const courses = useAdminCourses({ page: list.page, search: list.query });
  const { replace, prepend, remove } = courses;
  const setStatus = useSetCourseStatus();
  const deleteCourse = useDeleteCourse();
  const [open, setOpen] = useState<Open>(undefined);
  const close = () => setOpen(undefined);
  // Each row's buttons, in this order, each named with its course for a screen reader.
  const rowActions = [
    { kind: 'lessons', label: t.manageLessons, variant: 'secondary' },
    { kind: 'addLesson', label: t.addLesson, variant: 'outline' },
    { kind: 'edit', label: t.edit, variant: 'outline' },
    { kind: 'delete', label: t.delete, variant: 'danger' },
  ] as const;

  const columns: Array<DataTableColumn<Course>> = [
    { id: 'title', header: t.courseTitle, cell: (course) => course.title },
    { id: 'category', header: t.category, cell: (course) => course.category },
    { id: 'currentPrice', header: t.currentPrice, cell: (course) => format.money(course.currentPrice), align: 'end' },
    { id: 'oldPrice', header: t.oldPrice, cell: (course) => format.money(course.oldPrice), align: 'end' },
    { id: 'totalLessons', header: t.totalLessons, cell: (course) => format.count(course.totalLessons), align: 'end' },
    { id: 'totalDuration', header: t.totalDuration, cell: (course) => format.count(course.totalDuration ?? 0), align: 'end' },
    {
      id: 'status',
      header: t.status,
      cell: (course) => (
        <select
          className={styles.select}
          aria-label={t.statusOf({ title: course.title })}
          value={course.status ?? 'published'}
          disabled={setStatus.isMutating}
          onChange={(event) => {
            const status = event.currentTarget.value;
            if (!isStatus(status)) return;
            void setStatus.run({ courseId: course._id, status }, { onSuccess: replace, onError: () => toast.error(setStatus.errorText ?? t.statusFailed, { duration: COURSE_TOAST_MS }) });
          }}
        >
          {COURSE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t[status]}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: 'actions',
      header: common.actions,
      cell: (course) => (
        <div className={styles.actions}>
          {rowActions.map(({ kind, label, variant }) => (
            <Button key={kind} size="sm" variant={variant} aria-label={t.rowAction({ action: label, title: course.title })} onClick={() => setOpen({ kind, course })}>
              {label}
            </Button>
          ))}
        </div>
      ),
    },
  ];

  return (
    <section className={styles.screen} aria-labelledby="admin-courses-title">
      <Toaster label={t.title} />
      <div className={styles.header}>
        <h1 id="admin-courses-title" className={styles.title}>
          {t.title}
        </h1>
        <Button onClick={() => setOpen({ kind: 'create' })}>{t.create}</Button>
      </div>
      <div className={styles.toolbar}>
        <AdminSearch label={t.searchLabel} value={list.search} onSearch={list.setSearch} />
      </div>
      <AdminTable columns={columns} rows={courses.data?.courses ?? []} getRowId={(course) => course._id} caption={t.tableCaption} emptyText={t.empty} {...list.table(courses)} />
      <Suspense fallback={null}>
        {(open?.kind === 'create' || open?.kind === 'edit') && (
          <CourseFormDialog
            {...(open.kind === 'edit' ? { course: open.course } : {})}
            onClose={close}
            onSaved={(course) => {
              if (open.kind === 'create') prepend(course);
              else replace(course);
              toast.success(open.kind === 'create' ? t.created : t.updated, { duration: COURSE_TOAST_MS });
              close();
            }}
          />
        )}
        {open?.kind === 'addLesson' && (
          <LessonFormDialog
            courseId={open.course._id}
            youtubeApiUrl={youtubeApiUrl}
            nextOrder={(open.course.totalLessons ?? 0) + 1}
            onClose={close}
            onSaved={(lesson) => {
              replace({ ...open.course, totalLessons: (open.course.totalLessons ?? 0) + 1, totalDuration: Math.round(((open.course.totalDuration ?? 0) + lesson.duration) * 100) / 100 });
              toast.success(lessonWords.added, { duration: COURSE_TOAST_MS });
              close();
            }}
          />
        )}
        {open?.kind === 'lessons' && <ManageLessonsDialog course={open.course} youtubeApiUrl={youtubeApiUrl} onClose={close} onLessonsChanged={(lessons) => replace(withTotals(open.course, lessons))} />}
      </Suspense>
      {open?.kind === 'delete' && (
        <AdminConfirmDialog
          tone="danger"
          request={deleteCourse}
          arg={{ courseId: open.course._id }}
          onClose={close}
          title={t.deleteTitle}
          description={t.deleteConfirm}
          confirmLabel={t.delete}
          busyLabel={t.deleting}
          onDone={() => {
            remove(open.course._id);
            toast.success(t.deleted, { duration: COURSE_TOAST_MS });
            close();
          }}
        />
      )}
      {setStatus.errorText !== undefined && <Alert tone="danger">{setStatus.errorText}</Alert>}
    </section>
  );
}
