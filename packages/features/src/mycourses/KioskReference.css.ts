import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const box = style({
  display: 'grid',
  justifyItems: 'center',
  gap: vars.space[2],
  inlineSize: '100%',
  padding: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.borderStrong}`,
  textAlign: 'center',
});

export const label = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
});

/** Large, in the theme's monospaced face, so each digit is read apart at the kiosk's counter. */
export const reference = style({
  margin: 0,
  fontFamily: vars.typography.fontFamily.mono,
  // On one line from a 320 px screen up.
  fontSize: `clamp(${vars.typography.fontSize.lg}, 6.5vw, ${vars.typography.fontSize['2xl']})`,
  fontWeight: vars.typography.fontWeight.bold,
  letterSpacing: '0.02em',
  overflowWrap: 'anywhere',
});

export const copied = style({
  margin: 0,
  minBlockSize: '1.25rem',
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
});

/** 44 px, pressed with a thumb. */
export const copy = style({ minBlockSize: '2.75rem' });
