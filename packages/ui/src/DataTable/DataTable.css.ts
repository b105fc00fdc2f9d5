import { style } from '@vanilla-extract/css';
import { focusRing } from '../private/focusRing';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/** Scrolls sideways on its own on a narrow screen, so the page never does; focusable to scroll by keyboard. */
export const scroller = style({
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  selectors: { '&:focus-visible': focusRing },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.typography.fontSize.sm,
});

export const caption = style({
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  textAlign: 'start',
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.text,
});

const cell = {
  paddingBlock: vars.space[3],
  paddingInline: vars.space[4],
  textAlign: 'start',
  verticalAlign: 'middle',
  borderBlockStart: `1px solid ${vars.color.border}`,
} as const;

export const headerCell = style({
  ...cell,
  backgroundColor: vars.color.surfaceSubtle,
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  selectors: { '&[data-align="end"]': { textAlign: 'end' } },
});

export const bodyCell = style({
  ...cell,
  color: vars.color.text,
  selectors: { '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } },
});

export const messageCell = style({ ...cell, paddingBlock: vars.space[6], textAlign: 'center', color: vars.color.textMuted });

export const errorBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] });
