import { createContainer, globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../theme/styles';
import { vars } from '../theme/vars.css';

/** The player's own width decides its controls' layout, not the window's. */
const stageContainer = createContainer();

export const player = style({
  containerName: stageContainer,
  containerType: 'inline-size',
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

/** The smallest a control may be: a fingertip's 44 px. */
const touch = '2.75rem';

/*
 * On a phone the controls take two rows: the progress slider and the clock across the whole width, then
 * play and the skips at the start and captions, speed and fullscreen at the end (docs/product/learning.md#the-player).
 * From 36rem of player they share one row. Items wrap rather than leave the player, whatever the width.
 */
export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: 0,
  padding: vars.space[1],
  backgroundColor: '#111827',
  '@container': { [`${stageContainer} (inline-size >= 36rem)`]: { columnGap: vars.space[1], paddingInline: vars.space[2] } },
});

export const seek = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  order: -1,
  flexBasis: '100%',
  minInlineSize: 0,
  paddingInline: vars.space[2],
  '@container': { [`${stageContainer} (inline-size >= 36rem)`]: { order: 0, flex: 1, flexBasis: 'auto', paddingInline: vars.space[1] } },
});

/** Captions, speed and fullscreen keep to the row's end. */
export const end = style({ marginInlineStart: 'auto' });

export const control = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: touch,
  blockSize: touch,
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
    // Captions on: the button is lit.
    '&[aria-pressed="true"]': { backgroundColor: 'rgba(255, 255, 255, 0.25)' },
  },
});

export const slider = style({
  flex: 1,
  minInlineSize: '4rem',
  blockSize: touch,
  margin: 0,
  accentColor: vars.color.brand,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { cursor: 'default' } },
});

export const time = style({ flexShrink: 0, fontSize: vars.typography.fontSize.sm, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** The speed and the captions' language: drawn without the system's arrow, so they stay narrow on a phone. */
export const choice = style({
  flexShrink: 0,
  minInlineSize: touch,
  blockSize: touch,
  paddingInline: vars.space[1],
  border: '1px solid rgba(255, 255, 255, 0.4)',
  borderRadius: vars.radius.md,
  appearance: 'none',
  backgroundColor: '#111827',
  color: 'inherit',
  font: 'inherit',
  fontSize: vars.typography.fontSize.sm,
  textAlign: 'center',
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.5, cursor: 'default' } },
});
