import { Avatar, Button, Inline, Stack, VisuallyHidden } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { useId, type ChangeEvent } from 'react';
import { profileMessages } from './messages';
import * as styles from './ProfileScreen.css';

export interface PhotoFieldProps {
  /** Whose photo: names the picture, and gives the initials when there is none. */
  name: string;
  /** What shows: the chosen photo's preview, else the saved one. */
  src: string | undefined;
  /** A photo is chosen and not yet saved. */
  chosen: boolean;
  /** Why the chosen file was refused. */
  error: string | undefined;
  onChoose: (event: { file: File }) => void;
  onDiscard: () => void;
}

/** The photo, or the initials, with a file button to choose another and a way back to the saved one. */
export function PhotoField({ name, src, chosen, error, onChoose, onDiscard }: PhotoFieldProps) {
  const t = useStore(profileMessages);
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Empty again, so choosing the same file after a refusal is still a change.
    event.target.value = '';
    if (file !== undefined) onChoose({ file });
  };

  return (
    <Inline gap={5} align="center">
      <Avatar name={name} src={src} size="xl" />
      <Stack gap={2} align="start">
        <label htmlFor={id} className={styles.fileButton}>
          <VisuallyHidden>
            <input
              id={id}
              type="file"
              accept="image/*"
              aria-invalid={error !== undefined || undefined}
              aria-describedby={error !== undefined ? errorId : chosen ? hintId : undefined}
              onChange={choose}
            />
          </VisuallyHidden>
          {t.changePhoto}
        </label>
        {error !== undefined && (
          <p id={errorId} className={styles.photoError}>
            {error}
          </p>
        )}
        {chosen && error === undefined && (
          <>
            <p id={hintId} className={styles.hint}>
              {t.photoChosen}
            </p>
            <Button variant="ghost" size="sm" onClick={onDiscard}>
              {t.keepPhoto}
            </Button>
          </>
        )}
      </Stack>
    </Inline>
  );
}
