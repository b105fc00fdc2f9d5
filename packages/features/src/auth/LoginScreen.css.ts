import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[3],
});
