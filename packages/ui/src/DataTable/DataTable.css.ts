import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing, stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/**
 * Below 640 px a row becomes a card: each cell on its own line, its column's name before it. Nothing scrolls
 * sideways and nothing is cut off on a phone (the column headers stay for screen readers).
 */
const STACKED = 'screen and (max-width: 639.98px)';

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
  '@media': { [STACKED]: { display: 'block' } },
});

globalStyle(`${table} > thead > tr`, {
  '@media': {
    [STACKED]: { position: 'absolute', inlineSize: 1, blockSize: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
  },
});
globalStyle(`${table} > tbody, ${table} > caption`, { '@media': { [STACKED]: { display: 'block' } } });
globalStyle(`${table} > tbody > tr`, {
  '@media': {
    [STACKED]: {
      ...stack(2),
      paddingBlock: vars.space[3],
      paddingInline: vars.space[4],
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
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
  '@media': {
    [STACKED]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(6rem, 35%) minmax(0, 1fr)',
      alignItems: 'baseline',
      gap: vars.space[3],
      padding: 0,
      borderBlockStart: 'none',
      overflowWrap: 'anywhere',
      selectors: { '&[data-align="end"]': { textAlign: 'start', whiteSpace: 'normal' } },
    },
  },
});

/** The column's name before a cell, on a phone only (`data-label`; the header cells name it elsewhere). */
globalStyle(`${bodyCell}[data-label]::before`, {
  '@media': { [STACKED]: { content: 'attr(data-label)', color: vars.color.textMuted, fontWeight: vars.typography.fontWeight.semibold } },
});

export const messageCell = style({
  ...cell,
  paddingBlock: vars.space[6],
  textAlign: 'center',
  color: vars.color.textMuted,
  '@media': { [STACKED]: { display: 'block' } },
});

export const errorBox = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[3] });
