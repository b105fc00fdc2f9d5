import type { ArabicFor } from '../i18n';
import type { phoneMessages } from './phoneMessages';

/** The Arabic of `phoneMessages.ts`, in the chunk that loads when Arabic is chosen (decision 037). */
export default {
  phone: {
    country: 'الدولة',
    egypt: 'مصر',
    searchCountry: 'ابحث عن دولة...',
    noCountry: 'لا توجد دولة مطابقة',
    placeholder: '01012345678',
  } satisfies ArabicFor<typeof phoneMessages>,
};
