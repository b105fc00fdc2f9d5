import { arabic as featuresArabic } from '@manara/features/arabic';
import type { ArabicWords } from '@manara/features/i18n';

/** The site's Arabic with the features' and the contract's: one chunk, loaded when Arabic is chosen (decision 037). */
const files = import.meta.glob<ArabicWords['components']>('./**/*.ar.ts', { eager: true, import: 'default' });

export const arabic: ArabicWords = {
  ...featuresArabic,
  components: Object.assign({}, featuresArabic.components, ...Object.values(files)),
};
