import { style } from '@vanilla-extract/css';
import { row } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style([row(1), { display: 'inline-flex', lineHeight: 1 }]);

export const stars = style({
  position: 'relative',
  display: 'inline-flex',
  fontSize: '1.05rem',
  color: vars.color.starEmpty,
});

/** The filled row lies on top of the empty one and is cut to the rating, from the inline start. */
export const filled = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  display: 'inline-flex',
  overflow: 'hidden',
  color: vars.color.star,
});

export const star = style({
  flexShrink: 0,
});

export const count = style({
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
});
