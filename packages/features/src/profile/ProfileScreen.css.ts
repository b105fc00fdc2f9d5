import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const hint = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
});

/** The address is shown, not edited: it reads as text on a sunken field. */
export const readOnly = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const photoError = style({
  margin: 0,
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.danger,
});

/**
 * The file input is hidden inside its label, which is what the eye sees and clicks: dressed as an
 * outline button, ringed when the input has keyboard focus.
 */
export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.5rem',
  paddingInline: vars.space[4],
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.bold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand },
    '&:has(input:focus-visible)': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

