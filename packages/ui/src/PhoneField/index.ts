export { COUNTRY_SEARCH_DEBOUNCE_MS, PhoneField } from './PhoneField';
export type { PhoneFieldProps } from './PhoneField';
export { EGYPT } from './countries';
export type { PhoneCountry } from './countries';
