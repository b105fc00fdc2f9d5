import { TextField, type TextFieldProps } from '@manara/ui';

type FieldProps = Omit<TextFieldProps, 'label' | 'autoComplete'> & { label: string };

export interface NameFieldsProps {
  /** The first name's label and its form field (`field('firstName')`). */
  firstName: FieldProps;
  /** The last name's label and its form field (`field('lastName')`). */
  lastName: FieldProps;
}

/** A person's first and last name, each offered what the browser remembers, as signing up and the profile ask them. */
export function NameFields({ firstName, lastName }: NameFieldsProps) {
  return (
    <>
      <TextField autoComplete="given-name" {...firstName} />
      <TextField autoComplete="family-name" {...lastName} />
    </>
  );
}
