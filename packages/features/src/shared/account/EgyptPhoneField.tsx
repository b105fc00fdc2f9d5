import { EGYPT, PhoneField, type PhoneFieldProps } from '@manara/ui';
import { useStore } from '@nanostores/react';
import { forwardRef, useMemo } from 'react';
import { phoneMessages } from './phoneMessages';

export type EgyptPhoneFieldProps = Omit<PhoneFieldProps, 'countries' | 'countryLabel' | 'searchPlaceholder' | 'noMatchText'>;

/**
 * A phone number where only Egypt can be chosen (docs/product/accounts.md#sign-up), in the reader's language. Sign-up and
 * the profile ask for the number the same way.
 */
export const EgyptPhoneField = forwardRef<HTMLInputElement, EgyptPhoneFieldProps>(function EgyptPhoneField(props, ref) {
  const t = useStore(phoneMessages);
  const countries = useMemo(() => [{ ...EGYPT, name: t.egypt }], [t.egypt]);
  return (
    <PhoneField
      ref={ref}
      placeholder={t.placeholder}
      countries={countries}
      countryLabel={t.country}
      searchPlaceholder={t.searchCountry}
      noMatchText={t.noCountry}
      {...props}
    />
  );
});
