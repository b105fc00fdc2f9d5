import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** A page with one message and its actions, centred: not found, route error. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  maxInlineSize: '36rem',
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  textAlign: 'center',
});

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
