import type { AdminInstructor } from '@manara/api-client';
import { InstructorFormBodySchema } from '@manara/api-client/schemas';
import { ImageInput, TextArea, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { useContractForm } from '../shared/forms/useContractForm';
import { useCreateInstructor } from './api/useInstructors';
import { adminInstructorMessages } from './messages';
import { AdminFormDialog } from './AdminDialogs';

export interface InstructorFormDialogProps {
  onClose: () => void;
  /** The new instructor, for the course form to choose. */
  onSaved: (instructor: AdminInstructor) => void;
}

/**
 * A new instructor, from the course form (docs/product/admin.md#instructors): the name, job title, bio and
 * photo the course page shows. The photo goes as the course picture does, checked and re-encoded.
 */
export function InstructorFormDialog({ onClose, onSaved }: InstructorFormDialogProps) {
  const t = useStore(adminInstructorMessages);
  const create = useCreateInstructor();
  const [photo, setPhoto] = useState<File | null>(null);
  const form = useContractForm(InstructorFormBodySchema, { name: '', title: '', bio: '' });
  const bio = form.field('bio');
  return (
    <AdminFormDialog
      request={create}
      onClose={onClose}
      title={t.title}
      submitLabel={t.submit}
      busyLabel={t.submitting}
      onSubmit={(event) => {
        // Its own form, over the course form's: the submit stops here.
        event.stopPropagation();
        return form.handleSubmit((instructor) => create.run({ instructor, ...(photo ? { photo } : {}) }, { onSuccess: onSaved }))(event);
      }}
    >
      <TextField label={t.name} autoComplete="off" {...form.field('name')} />
      <TextField label={t.jobTitle} autoComplete="off" {...form.field('title')} />
      <TextArea label={t.bio} rows={4} error={bio.error} {...form.register('bio')} />
      <ImageInput
        label={t.photo}
        hint={t.photoHint}
        value={photo}
        onChange={({ file }) => setPhoto(file)}
        clearLabel={t.removePhoto}
        previewAlt={t.photoPreview}
        emptyLabel={t.noPhoto}
      />
    </AdminFormDialog>
  );
}
