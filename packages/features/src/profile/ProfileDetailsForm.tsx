import type { User } from '@manara/api-client';
import { PROFILE_PHOTO_MESSAGES, UpdateProfileBodySchema } from '@manara/api-client/schemas';
import { Alert, Button, Grid, Inline, Stack, TextField } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import type * as v from 'valibot';
import { EgyptPhoneField } from '../shared/account/EgyptPhoneField';
import { NameFields } from '../shared/account/NameFields';
import { useValidationMessage } from '../shared/i18n';
import { useSaveProfile } from './api/saveProfile';
import { profileMessages } from './messages';
import { PhotoField } from './PhotoField';
import * as styles from './ProfileScreen.css';
import { useContractForm } from '../shared/forms/useContractForm';

type ProfileInput = v.InferInput<typeof UpdateProfileBodySchema>;

const formValuesOf = (user: User): ProfileInput => ({
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber ?? '',
});

/** A photo chosen and not yet saved, with the address its preview is drawn from. */
interface ChosenPhoto {
  file: File;
  previewUrl: string;
}

/**
 * Names, the e-mail (shown, never edited), the phone and the photo (docs/product/accounts.md#profile). Saving sends
 * JSON, or multipart when a photo is chosen; the saved user replaces the session's, so the
 * navigation bar shows the change at once.
 */
export function ProfileDetailsForm({ user }: { user: User }) {
  const t = useStore(profileMessages);
  const translate = useValidationMessage();
  const save = useSaveProfile();
  const emailHintId = useId();
  const [photo, setPhoto] = useState<ChosenPhoto>();
  const [photoError, setPhotoError] = useState<string>();
  const submitButton = useRef<HTMLButtonElement>(null);

  const { handleSubmit, reset, field } = useContractForm(UpdateProfileBodySchema, formValuesOf(user));

  // The button was busy (disabled) while saving, which drops focus; it comes back there, next to
  // the outcome, once the answer is in.
  useEffect(() => {
    if ((save.data !== undefined || save.error !== undefined) && !save.isMutating) submitButton.current?.focus();
  }, [save.data, save.error, save.isMutating]);

  // A preview lives as long as its photo is the chosen one (it is made when the file is chosen).
  useEffect(() => {
    if (photo === undefined) return;
    const { previewUrl } = photo;
    return () => URL.revokeObjectURL(previewUrl);
  }, [photo]);

  const choosePhoto = ({ file }: { file: File }) => {
    // The type the browser reports is enough to catch a wrong file early; the server reads the bytes.
    if (!file.type.startsWith('image/')) {
      setPhoto(undefined);
      setPhotoError(PROFILE_PHOTO_MESSAGES.notAnImage);
      return;
    }
    setPhotoError(undefined);
    setPhoto({ file, previewUrl: URL.createObjectURL(file) });
  };

  const submit = handleSubmit(({ firstName, lastName, phoneNumber }) =>
    save.run(
      { changes: { firstName, lastName, phoneNumber }, photo: photo?.file },
      {
        onSuccess: (saved) => {
          reset(formValuesOf(saved));
          setPhoto(undefined);
        },
      },
    ),
  );

  return (
    <Stack as="form" gap={4} noValidate onSubmit={(event) => void submit(event)}>
      <PhotoField
        name={`${user.firstName} ${user.lastName}`}
        src={photo?.previewUrl ?? user.image?.url}
        chosen={photo !== undefined}
        error={translate(photoError)}
        onChoose={choosePhoto}
        onDiscard={() => setPhoto(undefined)}
      />
      <Grid gap={4} minItemWidth="14rem">
        <NameFields firstName={{ label: t.firstName, ...field('firstName') }} lastName={{ label: t.lastName, ...field('lastName') }} />
      </Grid>
      <Stack gap={2}>
        <TextField
          label={t.email}
          type="email"
          value={user.email}
          readOnly
          aria-describedby={emailHintId}
          className={styles.readOnly}
        />
        <p id={emailHintId} className={styles.hint}>
          {t.emailReadOnly}
        </p>
      </Stack>
      <EgyptPhoneField label={t.phone} {...field('phoneNumber')} />
      {save.data !== undefined && <Alert tone="success">{t.saved}</Alert>}
      {save.errorText !== undefined && <Alert tone="danger">{save.errorText}</Alert>}
      <Inline gap={3}>
        <Button ref={submitButton} type="submit" busy={save.isMutating} busyLabel={t.saving}>
          {t.save}
        </Button>
      </Inline>
    </Stack>
  );
}
