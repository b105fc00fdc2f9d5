import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** A page's column: centred, full width up to its measure, with room above, below and at the sides. */
export const root = style({
  inlineSize: '100%',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const width = styleVariants({
  /** A form or a single card: a comfortable line. */
  narrow: { maxInlineSize: '40rem' },
  /** A list of cards read one by one. */
  medium: { maxInlineSize: '52rem' },
  /** The widest the page's content gets (catalogue, grids). */
  content: { maxInlineSize: vars.layout.contentWidth },
});
