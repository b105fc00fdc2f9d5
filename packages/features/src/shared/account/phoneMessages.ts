import { defineMessages } from '../i18n';

/** The phone picker's words (docs/product/accounts.md#sign-up: only Egypt, 'Search country...'), wherever a number is asked for. */
export const phoneMessages = defineMessages('phone', {
  country: 'Country',
  egypt: 'Egypt',
  searchCountry: 'Search country...',
  noCountry: 'No country found',
  placeholder: '01012345678',
});
