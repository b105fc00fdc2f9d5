import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space[3], maxInlineSize: '40rem' });

export const message = style({ margin: 0, fontSize: vars.typography.fontSize.lg, color: vars.color.textMuted });

export const card = style({ position: 'relative' });

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold });

/** The title's link covers the card, so the whole card opens the course. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.typography.lineHeight.normal });

export const meta = style({ marginBlockStart: 'auto' });

export const price = style({ fontWeight: vars.typography.fontWeight.bold });
