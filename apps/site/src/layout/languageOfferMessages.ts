import { defineMessages } from '@manara/features/i18n';

/**
 * The offer of the Arabic address (docs/product/languages.md), in the offer's own chunk. Made to a reader whose
 * browser prefers Arabic, on an English page: so the offer itself is in Arabic.
 */
export const languageOfferMessages = defineMessages('languageOffer', {
  offer: 'منارة متاحة باللغة العربية أيضًا.',
  accept: 'اقرأ بالعربية',
  decline: 'Continue in English',
});
