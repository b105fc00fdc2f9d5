import { get, type FieldError, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useValidationMessage } from '../i18n';

/**
 * Binds a react-hook-form form, checked by a contract schema, to ui's fields: `field('email')` gives
 * the input's props and its error in the reader's language. A form of eight fields is eight short
 * lines, each with only what differs (label, type, autocomplete).
 */
export function useFieldBinding<TInput extends FieldValues, TOutput>({ register, formState }: UseFormReturn<TInput, unknown, TOutput>) {
  const translate = useValidationMessage();
  return (name: Path<TInput>) => {
    const error: FieldError | undefined = get(formState.errors, name);
    return { ...register(name), error: translate(error?.message) };
  };
}
