import type { AdminInstructor, Course, CourseDetail } from '@manara/api-client';
import { COURSE_CATEGORIES } from '@manara/api-client/schemas';
import { Alert, Button, Dialog, ImageInput, Spinner, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useCourseDetail } from '../shared/course/useCourseDetail';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSaveCourse } from './api/useAdminCourses';
import { useInstructors } from './api/useInstructors';
import * as styles from './AdminScreen.css';
import { CourseFormValuesSchema } from './courseForms';
import { InstructorFormDialog } from './InstructorFormDialog';
import { adminCommonMessages, adminCoursesMessages } from './messages';
import { AdminFormDialog } from './AdminDialogs';
import { AdminField } from './AdminParts';
import { PointsField } from './PointsField';

export interface CourseFormDialogProps {
  /** The course to edit; none creates one. */
  course?: Course;
  onClose: () => void;
  onSaved: (course: Course) => void;
}

const priceText = (price: number | undefined) => (price === undefined || price === 0 ? '' : String(price));
const pointsOf = (points: readonly string[] | undefined) => (points ?? []).map((text) => ({ text }));

/**
 * Create or edit a course (docs/product/admin.md#course-form): everything its page and its card show (decision
 * 079). An edit reads the course's page content first, which the admin's list does not carry.
 */
export function CourseFormDialog({ course, onClose, onSaved }: CourseFormDialogProps) {
  if (course === undefined) return <CourseForm onClose={onClose} onSaved={onSaved} />;
  return <EditCourseForm course={course} onClose={onClose} onSaved={onSaved} />;
}

function EditCourseForm({ course, onClose, onSaved }: CourseFormDialogProps & { course: Course }) {
  const t = useStore(adminCoursesMessages);
  const common = useStore(adminCommonMessages);
  const detail = useCourseDetail(course._id, t.updateFailed);
  if (detail.course !== undefined) return <CourseForm course={detail.course} onClose={onClose} onSaved={onSaved} />;
  return (
    <Dialog open onOpenChange={({ open }) => !open && onClose()} title={t.editTitle} closeLabel={common.close}>
      {detail.error === undefined ? (
        <p role="status" className={styles.muted}>
          <Spinner /> {common.loading}
        </p>
      ) : (
        <Alert tone="danger">{detail.error.message}</Alert>
      )}
    </Dialog>
  );
}

function CourseForm({ course, onClose, onSaved }: { course?: CourseDetail; onClose: () => void; onSaved: (course: Course) => void }) {
  const t = useStore(adminCoursesMessages);
  const save = useSaveCourse();
  const { instructors, errorMessage: instructorsError } = useInstructors();
  const [image, setImage] = useState<File | null>(null);
  const [addingInstructor, setAddingInstructor] = useState(false);
  const form = useContractForm(CourseFormValuesSchema, {
    title: course?.title ?? '',
    description: course?.description ?? '',
    category: course?.category ?? 'Manara',
    currentPrice: course ? String(course.currentPrice) : '',
    oldPrice: priceText(course?.oldPrice),
    instructor: course?.instructor?._id ?? '',
    tagline: course?.tagline ?? '',
    language: course?.language ?? 'en',
    learningPoints: pointsOf(course?.learningPoints),
    targetAudience: pointsOf(course?.targetAudience),
  });
  const creating = course === undefined;
  const description = form.field('description');
  const instructorError = form.field('instructor').error;
  const chosen = form.watch('instructor');
  // The course's own text is typed in the course's language and direction, as its page shows it.
  const lang = form.watch('language');
  const own = { lang, dir: lang === 'ar' ? 'rtl' : 'ltr' } as const;
  // Until the list is in, the course's own instructor stands in for it, so the choice shows at once.
  const choices: Array<Pick<AdminInstructor, '_id' | 'name'>> = instructors ?? (course?.instructor?._id ? [{ _id: course.instructor._id, name: course.instructor.name }] : []);
  const added = (instructor: AdminInstructor) => {
    setAddingInstructor(false);
    form.setValue('instructor', instructor._id, { shouldDirty: true });
  };
  return (
    <>
      <AdminFormDialog
        size="lg"
        request={save}
        onClose={onClose}
        title={creating ? t.createTitle : t.editTitle}
        submitLabel={t.submit}
        busyLabel={creating ? t.submitting : t.updating}
        onSubmit={form.handleSubmit((values) =>
          save.run({ ...(course ? { courseId: course._id } : {}), course: values, ...(image ? { image } : {}) }, { onSuccess: onSaved }),
        )}
      >
        <TextField label={t.courseTitle} {...own} {...form.field('title')} />
        <TextField label={t.tagline} aria-describedby="admin-course-tagline-hint" {...own} {...form.field('tagline')} />
        <p id="admin-course-tagline-hint" className={styles.muted}>
          {t.taglineHint}
        </p>
        <TextArea label={t.description} rows={4} error={description.error} {...own} {...form.register('description')} />
        <div className={styles.pair}>
          <AdminField label={t.category} id="admin-course-category">
            {(id) => (
              <select id={id} className={styles.select} {...form.register('category')}>
                {COURSE_CATEGORIES.map((category) => (
                  <option key={category} value={category}>
                    {category}
                  </option>
                ))}
              </select>
            )}
          </AdminField>
          <AdminField label={t.language} id="admin-course-language">
            {(id) => (
              <select id={id} className={styles.select} {...form.register('language')}>
                <option value="en">{t.english}</option>
                <option value="ar">{t.arabic}</option>
              </select>
            )}
          </AdminField>
        </div>
        <div className={styles.pair}>
          <TextField label={t.currentPrice} inputMode="decimal" {...form.field('currentPrice')} />
          <TextField label={t.oldPrice} inputMode="decimal" {...form.field('oldPrice')} />
        </div>
        <AdminField label={t.instructor} id="admin-course-instructor">
          {(id) => (
            <>
              <div className={styles.toolbar}>
                <select
                  id={id}
                  className={styles.select}
                  aria-invalid={instructorError ? true : undefined}
                  aria-describedby={instructorError || instructorsError ? `${id}-error` : undefined}
                  {...form.register('instructor')}
                >
                  {/* A course keeps its instructor when none is sent: "No instructor" is offered only while it has none. */}
                  {(chosen === '' || !course?.instructor) && <option value="">{t.noInstructor}</option>}
                  {choices.map((instructor) => (
                    <option key={instructor._id} value={instructor._id}>
                      {instructor.name}
                    </option>
                  ))}
                </select>
                <Button variant="outline" size="lg" onClick={() => setAddingInstructor(true)}>
                  {t.newInstructor}
                </Button>
              </div>
              {(instructorError || instructorsError) && (
                <p id={`${id}-error`} className={styles.error}>
                  {instructorError ?? instructorsError}
                </p>
              )}
            </>
          )}
        </AdminField>
        <PointsField name="learningPoints" label={t.learningPoints} register={form.register} getValues={form.getValues} setValue={form.setValue} submitted={form.formState.isSubmitted} errors={form.formState.errors} lang={lang} />
        <PointsField name="targetAudience" label={t.targetAudience} register={form.register} getValues={form.getValues} setValue={form.setValue} submitted={form.formState.isSubmitted} errors={form.formState.errors} lang={lang} />
        <ImageInput
          label={t.image}
          hint={t.imageHint}
          value={image}
          onChange={({ file }) => setImage(file)}
          clearLabel={t.removeImage}
          previewAlt={t.imagePreview}
          emptyLabel={t.noImage}
          {...(course?.image?.url ? { currentImageUrl: course.image.cardUrl ?? course.image.url } : {})}
        />
      </AdminFormDialog>
      {addingInstructor && <InstructorFormDialog onClose={() => setAddingInstructor(false)} onSaved={added} />}
    </>
  );
}
