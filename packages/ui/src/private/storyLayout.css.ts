import { style } from '@vanilla-extract/css';
import { row as inline, stack as column } from '../theme/styles';
import { vars } from '../theme/vars.css';

/** Layout for stories that show several variants side by side. Not part of the public API. */
export const row = style([inline(3), { flexWrap: 'wrap' }]);

export const stack = style([column(4), { maxInlineSize: '40rem' }]);

/** One card at the width it gets in a three-column grid on a laptop. */
export const cardColumn = style({
  maxInlineSize: '22rem',
});

export const textBlock = style({
  inlineSize: '20rem',
  fontSize: vars.typography.fontSize.md,
});

/** Two cards side by side, top-aligned, to compare their footprints. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, 22rem)',
  alignItems: 'start',
  gap: vars.space[6],
});

/** A story as tall as the frame, so a screenshot of its root covers a centred overlay. */
export const fullHeight = style({
  minBlockSize: '100vh',
});

/** Room below a bar for its open dropdown, so the screenshot of the story's root includes it. */
export const dropdownRoom = style({
  minBlockSize: '18rem',
});

/** A bar's end, where account menus sit, so an end-aligned dropdown has room to open. */
export const barEnd = style({ display: 'flex', alignItems: 'flex-start', justifyContent: 'flex-end', minBlockSize: '18rem' });

/** A labelled block for layout stories, so the space between children shows. */
export const tile = style({ padding: vars.space[3], borderRadius: vars.radius.sm, backgroundColor: vars.color.brandSoft, color: vars.color.brand });
