import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../private/focusRing';
import { vars } from '../theme/vars.css';

export const player = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: '#000',
  color: '#fff',
  selectors: { '&[data-fullscreen="true"]': { borderRadius: 0, blockSize: '100%' } },
});

export const stage = style({
  position: 'relative',
  aspectRatio: '16 / 9',
  inlineSize: '100%',
  selectors: { [`${player}[data-fullscreen="true"] &`]: { aspectRatio: 'auto', flex: 1 } },
});

export const media = style({ position: 'absolute', inset: 0, display: 'flex' });

// The video element fills the stage, whatever element it is.
globalStyle(`${media} > *`, { inlineSize: '100%', blockSize: '100%' });

export const overlay = style({ position: 'absolute', inset: 0, display: 'flex' });

export const controls = style({
  display: 'flex',
  // On a narrow phone the clock, the speed and fullscreen go to a second row rather than out of sight.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[2],
  padding: `${vars.space[2]} ${vars.space[3]}`,
  backgroundColor: '#111827',
});

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: '2.5rem',
  blockSize: '2.5rem',
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: '1.25rem',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: 'rgba(255, 255, 255, 0.15)' },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.5, cursor: 'default' },
  },
});

export const slider = style({
  flex: 1,
  minInlineSize: '4rem',
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'default' } },
});

export const time = style({ flexShrink: 0, fontSize: vars.typography.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const speed = style({
  flexShrink: 0,
  padding: `${vars.space[1]} ${vars.space[2]}`,
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: vars.radius.md,
  backgroundColor: '#111827',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.typography.fontSize.sm,
  selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.5 } },
});
