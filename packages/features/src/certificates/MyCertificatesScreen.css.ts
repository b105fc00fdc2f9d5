import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  inlineSize: 'min(72rem, 100%)',
  marginInline: 'auto',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'] });

export const card = style({ overflow: 'hidden' });

export const article = style({ blockSize: '100%' });

export const image = style({ display: 'block', inlineSize: '100%', aspectRatio: '16 / 9', objectFit: 'cover' });

export const cardBody = style({ padding: vars.space[5], flex: 1 });

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const empty = style({ textAlign: 'center' });

export const emptyTitle = style({ margin: 0, fontSize: vars.typography.fontSize.xl });

export const viewer = style({ inlineSize: 'min(56rem, 94vw)', maxInlineSize: 'none' });

