import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  backgroundColor: vars.color.brand,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none' },
  },
});

export const main = style({
  flex: 1,
  outline: 'none',
});

export const footer = style({
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  textAlign: 'center',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.onBrand,
  backgroundColor: vars.color.brand,
});
