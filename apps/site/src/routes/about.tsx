import { AboutScreen } from '@manara/features/marketing';
import { titledPage } from './titledPage';

/** `/about`, in the frame (docs/product/public-pages.md#about). */
export const Component = titledPage('aboutTitle', AboutScreen);
