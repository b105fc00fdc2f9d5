import { style } from '@vanilla-extract/css';
import { bareButton, cardSurface, focusRing, listReset, stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const outline = style([stack(4), cardSurface, { padding: vars.space[4] }]);

export const header = style({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[2] });

export const title = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const progress = style(stack(1));

export const progressText = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const sections = style([stack(3), listReset]);

export const section = style(stack(1));

export const sectionTitle = style({ margin: 0, fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.textMuted });

export const lessons = style([listReset, { display: 'flex', flexDirection: 'column' }]);

export const lesson = style([
  bareButton,
  {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    alignItems: 'center',
    gap: vars.space[2],
    inlineSize: '100%',
    padding: `${vars.space[2]} ${vars.space[2]}`,
    borderRadius: vars.radius.md,
    textAlign: 'start',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surfaceSubtle },
      '&:focus-visible': focusRing,
      '&[aria-current="true"]': { backgroundColor: vars.color.brandSoft, fontWeight: vars.typography.fontWeight.semibold },
    },
  },
]);

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
