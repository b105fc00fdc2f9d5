import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const probe = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[4],
});

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: '10rem 1fr',
  gap: vars.space[3],
});
