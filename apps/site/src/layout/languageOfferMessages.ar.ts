import type { ArabicFor } from '@manara/features/i18n';
import type { languageOfferMessages } from './languageOfferMessages';

/** The Arabic of `languageOfferMessages.ts`. The offer shows on English pages only, where it is already Arabic. */
export default {
  languageOffer: {
    offer: 'منارة متاحة باللغة العربية أيضًا.',
    accept: 'اقرأ بالعربية',
    decline: 'المتابعة بالإنجليزية',
  } satisfies ArabicFor<typeof languageOfferMessages>,
};
