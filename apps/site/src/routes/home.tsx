import { HomeScreen } from '@manara/features/marketing';
import { titledPage } from './titledPage';

/** `/`, in the frame (docs/product/public-pages.md#home). */
export const Component = titledPage('homeTitle', HomeScreen);
