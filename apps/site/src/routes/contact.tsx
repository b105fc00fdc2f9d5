import { ContactScreen } from '@manara/features/contact';
import { titledPage } from './titledPage';

/** `/contact` and `/Contact`, in the frame (docs/product/public-pages.md#contact). */
export const Component = titledPage('contactTitle', ContactScreen);
