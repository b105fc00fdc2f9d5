import type { Course } from '@manara/api-client';
import { COURSE_CATEGORIES } from '@manara/api-client/schemas';
import { FormDialog, ImageInput, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { useSaveCourse } from './api/useAdminCourses';
import * as styles from './AdminScreen.css';
import { CourseFormValuesSchema } from './courseForms';
import { adminCommonMessages, adminCoursesMessages } from './messages';

export interface CourseFormDialogProps {
  /** The course to edit; none creates one. */
  course?: Course;
  onClose: () => void;
  onSaved: (course: Course) => void;
}

const priceText = (price: number | undefined) => (price === undefined || price === 0 ? '' : String(price));

/**
 * Create or edit a course (docs/product/admin.md#course-form): title, description, category, prices and a
 * picture with its preview. The form goes as JSON, or as multipart when a new picture was chosen.
 */
export function CourseFormDialog({ course, onClose, onSaved }: CourseFormDialogProps) {
  const t = useStore(adminCoursesMessages);
  const common = useStore(adminCommonMessages);
  const save = useSaveCourse();
  const [image, setImage] = useState<File | null>(null);
  const form = useContractForm(CourseFormValuesSchema, {
    title: course?.title ?? '',
    description: course?.description ?? '',
    category: course?.category ?? 'Manara',
    currentPrice: course ? String(course.currentPrice) : '',
    oldPrice: priceText(course?.oldPrice),
  });
  const creating = course === undefined;
  const description = form.field('description');
  return (
    <FormDialog
      open
      size="lg"
      onOpenChange={({ open }) => !open && onClose()}
      title={creating ? t.createTitle : t.editTitle}
      submitLabel={t.submit}
      busyLabel={creating ? t.submitting : t.updating}
      busy={save.isMutating}
      cancelLabel={common.cancel}
      {...(save.errorText === undefined ? {} : { error: save.errorText })}
      onSubmit={form.handleSubmit((values) =>
        save.run({ ...(course ? { courseId: course._id } : {}), course: values, ...(image ? { image } : {}) }, { onSuccess: onSaved }),
      )}
    >
      <TextField label={t.courseTitle} {...form.field('title')} />
      <TextArea label={t.description} rows={4} error={description.error} {...form.register('description')} />
      <div className={styles.field}>
        <label htmlFor="admin-course-category" className={styles.label}>
          {t.category}
        </label>
        <select id="admin-course-category" className={styles.select} {...form.register('category')}>
          {COURSE_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.pair}>
        <TextField label={t.currentPrice} inputMode="decimal" {...form.field('currentPrice')} />
        <TextField label={t.oldPrice} inputMode="decimal" {...form.field('oldPrice')} />
      </div>
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
    </FormDialog>
  );
}
