import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const empty = style({ textAlign: 'center' });

export const emptyText = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.textMuted,
});
