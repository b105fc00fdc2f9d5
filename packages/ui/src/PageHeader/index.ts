export { PAGE_HEADER_TONES, PageHeader } from './PageHeader';
export type { PageHeaderProps, PageHeaderTone } from './PageHeader';
