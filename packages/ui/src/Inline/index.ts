export { Inline, INLINE_JUSTIFY } from './Inline';
export type { InlineJustify, InlineProps } from './Inline';
