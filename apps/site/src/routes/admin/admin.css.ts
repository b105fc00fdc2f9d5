import { centredColumn, listReset, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const layout = style([stack(6), centredColumn(vars.layout.contentWidth), { paddingBlock: vars.space[6] }]);

export const navList = style([listReset, { display: 'flex', flexWrap: 'wrap', gap: vars.space[2] }]);

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
