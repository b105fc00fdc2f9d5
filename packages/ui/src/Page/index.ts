export { Page, PAGE_WIDTHS } from './Page';
export type { PageProps, PageWidth } from './Page';
