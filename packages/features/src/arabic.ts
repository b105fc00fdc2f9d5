import { localizeError, localizeMessage } from '@manara/api-client/messages';
import type { ArabicWords } from './shared/i18n';

/**
 * The features' Arabic and the contract's, in one piece: an app loads it when Arabic is chosen
 * (`addArabic`), so an English reader never downloads it
 * (decision 037). Every `*.ar.ts` file is in by existing.
 */
const files = import.meta.glob<ArabicWords['components']>('./**/*.ar.ts', { eager: true, import: 'default' });

export const arabic: ArabicWords = {
  components: Object.assign({}, ...Object.values(files)),
  contract: { localizeError, localizeMessage },
};
