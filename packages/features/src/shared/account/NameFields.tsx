import { TextField, type TextFieldProps } from '@manara/ui';

type NameFieldProps = Omit<TextFieldProps, 'label' | 'autoComplete'> & { label: string };

/** First and last name, as signing up and the profile ask them: each with its own field (`field('firstName')`). */
export function NameFields({ firstName, lastName }: { firstName: NameFieldProps; lastName: NameFieldProps }) {
  return (
    <>
      <TextField autoComplete="given-name" {...firstName} />
      <TextField autoComplete="family-name" {...lastName} />
    </>
  );
}
