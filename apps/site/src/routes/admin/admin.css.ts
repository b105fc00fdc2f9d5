import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
});

export const navList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft },
    '&[aria-current="page"]': { backgroundColor: vars.color.brand, color: vars.color.onBrand },
  },
});
