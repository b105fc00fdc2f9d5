import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** Over the foot of the screen rather than in the page's flow: appearing after the first paint, it moves nothing. */
export const offer = style({
  position: 'fixed',
  insetInline: 0,
  insetBlockEnd: 0,
  zIndex: vars.zIndex.sticky,
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.surface,
  borderBlockStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.lg,
});

export const text = style({
  margin: 0,
  flex: '1 1 12rem',
});
