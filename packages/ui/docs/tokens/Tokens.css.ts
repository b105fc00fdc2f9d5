import { style } from '@vanilla-extract/css';
import { vars } from '../../src/theme/vars.css';

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text,
});

export const cell = style({
  paddingBlock: vars.space[2],
  paddingInlineEnd: vars.space[4],
  borderBlockEnd: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const value = style({
  fontFamily: vars.typography.fontFamily.mono,
  fontSize: vars.typography.fontSize.xs,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
  gap: vars.space[4],
  padding: 0,
  listStyle: 'none',
  fontFamily: vars.typography.fontFamily.body,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.text,
});

export const swatch = style({
  blockSize: '4rem',
  marginBlockEnd: vars.space[2],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const bar = style({
  blockSize: vars.space[4],
  backgroundColor: vars.color.brand,
  borderRadius: vars.radius.sm,
});

export const box = style({
  inlineSize: '6rem',
  blockSize: '4rem',
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.borderStrong}`,
});

export const shadowBox = style({
  inlineSize: '8rem',
  blockSize: '4rem',
  margin: vars.space[3],
  backgroundColor: vars.color.surface,
  borderRadius: vars.radius.md,
});

export const sample = style({
  fontFamily: vars.typography.fontFamily.body,
  color: vars.color.text,
  lineHeight: vars.typography.lineHeight.tight,
});

export const paragraph = style([sample, { display: 'block', maxInlineSize: '12rem' }]);

export const track = style({
  position: 'relative',
  inlineSize: '16rem',
  blockSize: vars.space[6],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surfaceSunken,
});

export const dot = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: vars.space[6],
  blockSize: vars.space[6],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.accent,
  transitionProperty: 'inset-inline-start',
  selectors: {
    '[data-moved] &': { insetInlineStart: `calc(100% - ${vars.space[6]})` },
  },
});
