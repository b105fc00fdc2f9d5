import { style } from '@vanilla-extract/css';
import { dropdownPanel } from '../private/dropdown';
import { bareButton, focusRing, listReset, menuItem, row } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style([
  bareButton,
  row(1),
  {
    display: 'inline-flex',
    padding: vars.space[1],
    borderRadius: vars.radius.pill,
    selectors: { '&:hover': { backgroundColor: vars.color.brandSoft }, '&:focus-visible': focusRing },
  },
]);

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const menu = style([
  listReset,
  dropdownPanel,
  {
    insetBlockStart: `calc(100% + ${vars.space[2]})`,
    minInlineSize: '13rem',
    padding: vars.space[1],
    boxShadow: vars.shadow.lg,
    selectors: { '&[data-align="start"]': { insetInlineStart: 0 }, '&[data-align="end"]': { insetInlineEnd: 0 } },
  },
]);

export const item = style([
  menuItem,
  {
    borderRadius: vars.radius.sm,
    whiteSpace: 'nowrap',
    selectors: {
      // Focus is the menu's "current item", whether it came from the keyboard or the pointer.
      '&:hover, &:focus': { backgroundColor: vars.color.brandSoft, color: vars.color.brand, outline: 'none' },
      '&:focus-visible': focusRing,
    },
  },
]);
