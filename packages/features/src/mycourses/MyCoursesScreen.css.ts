import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentWidth,
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


export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
  textAlign: 'center',
});

export const emptyText = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  color: vars.color.textMuted,
});
