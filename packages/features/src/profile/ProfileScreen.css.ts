import { style } from '@vanilla-extract/css';
import { vars } from '@manara/ui';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  inlineSize: 'min(40rem, 100%)',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
});

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});

/** First and last name side by side where there is room. */
export const names = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
  gap: vars.space[4],
});

/** A field with a hint below it, as close as a field's own error. */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[3],
});

export const photo = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[5],
});

export const photoControls = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space[2],
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

export const skeleton = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
});
