import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * The tokens the canvas is drawn with. Exported from here they are plain strings once built, so the chart
 * does not bring the whole theme contract object along, nor keep it in the site's first chunk.
 */
export const seriesColors = [vars.color.brand, vars.color.accent] as const;
export const axisColors = { text: vars.color.textMuted, grid: vars.color.border };

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], margin: 0 });

export const caption = style({ fontSize: vars.typography.fontSize.md, fontWeight: vars.typography.fontWeight.bold, color: vars.color.text });

export const plot = style({
  position: 'relative',
  minBlockSize: '4rem',
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  // The plot reads left to right, like any time axis, whatever the page's direction.
  direction: 'ltr',
});

// uPlot's legend repeats the table beside the chart; the table is the one everyone reads.
globalStyle(`${plot} .u-legend`, { display: 'none' });
globalStyle(`${plot} .u-wrap`, { position: 'relative', userSelect: 'none' });
globalStyle(`${plot} .u-over, ${plot} .u-under`, { position: 'absolute' });
globalStyle(`${plot} canvas`, { display: 'block', position: 'relative', inlineSize: '100%', blockSize: '100%' });
globalStyle(`${plot} .u-axis`, { position: 'absolute' });
globalStyle(`${plot} .u-cursor-x, ${plot} .u-cursor-y, ${plot} .u-select, ${plot} .u-cursor-pt`, { display: 'none' });

export const message = style({ margin: 0, paddingBlock: vars.space[6], textAlign: 'center', color: vars.color.textMuted });

export const table = style({ inlineSize: '100%', borderCollapse: 'collapse', fontSize: vars.typography.fontSize.sm });

export const tableCaption = style({ paddingBlockEnd: vars.space[2], textAlign: 'start', fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const cell = style({
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderBlockStart: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  selectors: { '&[data-align="end"]': { textAlign: 'end', fontVariantNumeric: 'tabular-nums' } },
});

export const headerCell = style([cell, { backgroundColor: vars.color.surfaceSubtle, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.textMuted }]);
