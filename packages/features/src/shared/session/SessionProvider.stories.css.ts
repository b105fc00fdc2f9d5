import { stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const probe = style([stack(4), { alignItems: 'flex-start' }]);

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
