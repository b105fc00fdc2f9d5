import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A page's column: centred, full width up to its measure, with room at the sides. */
export const root = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingInline: vars.space[4],
});

/** Room above and below: a whole page has it, a column inside a page with its own bands does not. */
export const paddingBlock = styleVariants(vars.space, (space) => ({ paddingBlock: space }));

export const width = styleVariants({
  /** A form or a single card: a comfortable line. */
  narrow: { maxInlineSize: '40rem' },
  /** A list of cards read one by one. */
  medium: { maxInlineSize: '52rem' },
  /** The widest the page's content gets (catalogue, grids). */
  content: { maxInlineSize: vars.layout.contentWidth },
});
