import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(20rem, 100%), 1fr))',
  gap: vars.space[6],
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  alignItems: 'start',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  scrollMarginBlockStart: vars.space[8],
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'], fontWeight: vars.typography.fontWeight.bold, color: vars.color.brand });

export const subtitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold, color: vars.color.text });

export const text = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.typography.lineHeight.normal });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space[4] });

export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space[4] });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, listStyle: 'none' });

export const link = style({ color: vars.color.brand, fontWeight: vars.typography.fontWeight.semibold, overflowWrap: 'anywhere' });

/** Off screen for people, where a bot filling every field still finds it. */
export const trap = style({ position: 'absolute', insetInlineStart: '-10000px', inlineSize: '1px', blockSize: '1px', overflow: 'hidden' });
