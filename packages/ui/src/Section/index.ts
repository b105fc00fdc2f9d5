export { Section, SECTION_TITLE_SIZES } from './Section';
export type { SectionProps, SectionTitleSize } from './Section';
