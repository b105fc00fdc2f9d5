import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

const contentWidth = '72rem';

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

export const header = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[6],
  maxInlineSize: contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.brand,
  textDecoration: 'none',
});

export const brandMark = style({
  inlineSize: '2rem',
  blockSize: '2rem',
});

export const nav = style({
  flex: 1,
});

export const navList = style({
  display: 'flex',
  gap: vars.space[4],
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  paddingBlock: vars.space[1],
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  borderBlockEnd: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, borderBlockEndColor: vars.color.accent },
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
