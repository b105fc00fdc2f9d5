import { defineMessages } from '../i18n';

/** The phone picker's words (docs/product/accounts.md#sign-up: only Egypt, 'Search country...'), wherever a number is asked for. */
export const phoneMessages = defineMessages('phone', {
  en: {
    country: 'Country',
    egypt: 'Egypt',
    searchCountry: 'Search country...',
    noCountry: 'No country found',
    placeholder: '01012345678',
  },
  ar: {
    country: 'الدولة',
    egypt: 'مصر',
    searchCountry: 'ابحث عن دولة...',
    noCountry: 'لا توجد دولة مطابقة',
    placeholder: '01012345678',
  },
});
