import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/focusRing';
import { vars } from '../theme/vars.css';

export const outline = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const title = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const progress = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const progressText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const sections = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0, padding: 0, listStyle: 'none' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const sectionTitle = style({ margin: 0, fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.textMuted });

export const lessons = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });

export const lesson = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space[2],
  inlineSize: '100%',
  padding: `${vars.space[2]} ${vars.space[2]}`,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  textAlign: 'start',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceSubtle },
    '&:focus-visible': focusRing,
    '&[aria-current="true"]': { backgroundColor: vars.color.brandSoft, fontWeight: vars.typography.fontWeight.semibold },
  },
});

export const check = style({
  display: 'inline-grid',
  placeItems: 'center',
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.border}`,
  color: vars.color.success,
  // A completed lesson's check mark brings its own ring.
  selectors: { '&[data-completed="true"]': { borderColor: 'transparent' } },
});

export const lessonTitle = style({ minInlineSize: 0 });

export const duration = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm, fontVariantNumeric: 'tabular-nums' });
