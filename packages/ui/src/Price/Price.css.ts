import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  columnGap: vars.space[2],
  lineHeight: vars.typography.lineHeight.tight,
});

export const current = style({
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.text,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-free]': { color: vars.color.success },
  },
});

export const old = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
});
