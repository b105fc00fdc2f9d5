import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

export const row = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
});

export const spread = style([row, { justifyContent: 'space-between' }]);

/** Two text lines, as tall as the card's clamped title. */
export const title = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minBlockSize: `calc(2em * ${vars.typography.lineHeight.snug})`,
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.snug,
});
