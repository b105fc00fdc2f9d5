import { style } from '@vanilla-extract/css';
import { focusRing } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[1],
  border: 'none',
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft },
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.fast,
  selectors: {
    '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' },
  },
});

export const menu = style({
  position: 'absolute',
  insetBlockStart: `calc(100% + ${vars.space[2]})`,
  zIndex: vars.zIndex.dropdown,
  minInlineSize: '13rem',
  margin: 0,
  padding: vars.space[1],
  listStyle: 'none',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&[data-align="start"]': { insetInlineStart: 0 },
    '&[data-align="end"]': { insetInlineEnd: 0 },
  },
});

export const item = style({
  display: 'block',
  inlineSize: '100%',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.sm,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  fontWeight: vars.typography.fontWeight.semibold,
  textAlign: 'start',
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    // Focus is the menu's "current item", whether it came from the keyboard or the pointer.
    '&:hover, &:focus': { backgroundColor: vars.color.brandSoft, color: vars.color.brand, outline: 'none' },
    '&:focus-visible': focusRing,
  },
});
