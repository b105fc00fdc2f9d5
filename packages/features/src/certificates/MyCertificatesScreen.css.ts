import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  inlineSize: 'min(72rem, 100%)',
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'] });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(16rem, 1fr))',
  gap: vars.space[6],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.md,
});

export const article = style({ display: 'flex', flexDirection: 'column', blockSize: '100%' });

export const image = style({ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const cardBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space[2], padding: vars.space[5], flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[4],
  padding: vars.space[10],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  textAlign: 'center',
});

export const emptyTitle = style({ margin: 0, fontSize: vars.typography.fontSize.xl });


export const viewer = style({ inlineSize: 'min(56rem, 94vw)', maxInlineSize: 'none' });

export const viewerBody = style({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: vars.space[4] });

export const layouts = style({ display: 'flex', gap: vars.space[2] });
