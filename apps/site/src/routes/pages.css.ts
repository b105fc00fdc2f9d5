import { centredColumn, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** A page with one message and its actions, centred: not found, route error. */
export const page = style([stack(4), centredColumn('36rem'), { alignItems: 'center', paddingBlock: vars.space[12], textAlign: 'center' }]);

export const title = style({
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.brand,
});

export const text = style({
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
});
