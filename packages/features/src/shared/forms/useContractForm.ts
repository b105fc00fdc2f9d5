import { valibotResolver } from '@hookform/resolvers/valibot';
import { useEffect } from 'react';
import { get, useForm, type DefaultValues, type FieldError, type FieldValues, type Path } from 'react-hook-form';
import type * as v from 'valibot';
import { useValidationMessage } from '../i18n';

/**
 * A react-hook-form form checked by a contract schema: the same rules the server applies, with their
 * words in the reader's language. `field('email')` gives an input its props and its error, so a form
 * of eight fields is eight short lines, each with only what differs (label, type, autocomplete).
 *
 * `confirm: [password, again]` names a value typed twice: `again` is checked as either changes, once both
 * are filled, so 'Passwords must match' shows while typing rather than on sending (decision 080).
 */
export function useContractForm<TSchema extends v.GenericSchema<FieldValues, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<v.InferInput<TSchema>>,
  { confirm }: { confirm?: readonly [Path<v.InferInput<TSchema>>, Path<v.InferInput<TSchema>>] } = {},
) {
  // Every rule is checked, not only up to a field's first broken one: the form's own checks (two passwords
  // alike) then run while another field is still wrong. Each field still shows its first message.
  const form = useForm<v.InferInput<TSchema>, unknown, v.InferOutput<TSchema>>({ resolver: valibotResolver(schema), defaultValues, criteriaMode: 'all' });
  const translate = useValidationMessage();
  const [typed, again] = confirm ?? [];
  const { subscribe, trigger, getFieldState } = form;
  useEffect(() => {
    if (typed === undefined || again === undefined) return undefined;
    return subscribe({
      name: [typed, again],
      formState: { values: true },
      callback: ({ values }) => {
        const filled = get(values, typed) !== '' && get(values, again) !== '';
        if (filled || getFieldState(again).invalid) void trigger(again);
      },
    });
  }, [subscribe, trigger, getFieldState, typed, again]);
  const field = (name: Path<v.InferInput<TSchema>>) => {
    const error: FieldError | undefined = get(form.formState.errors, name);
    return { ...form.register(name), error: translate(error?.message) };
  };
  return { ...form, field };
}
