import { valibotResolver } from '@hookform/resolvers/valibot';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import { useValidationMessage } from '../i18n';

/**
 * A react-hook-form form checked by a contract schema: the same rules the server applies, with their
 * words in the reader's language. `field('email')` gives an input its props and its error, so a form
 * of eight fields is eight short lines, each with only what differs (label, type, autocomplete).
 */
export function useContractForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<v.InferInput<TSchema>>,
) {
  const form = useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({ resolver: valibotResolver(schema), defaultValues });
  const translate = useValidationMessage();
  const field = (name: Path<v.InferInput<TSchema>>) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name), error: translate(error?.message) };
  };
  return { ...form, field };
}
