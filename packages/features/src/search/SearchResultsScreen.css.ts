import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[6],
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
});

export const title = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'], fontWeight: vars.typography.fontWeight.bold, color: vars.color.brand });

export const form = style({ display: 'grid', gridTemplateColumns: '1fr auto', alignItems: 'center', gap: vars.space[3], maxInlineSize: '40rem' });

export const message = style({ margin: 0, fontSize: vars.typography.fontSize.lg, color: vars.color.textMuted });

export const failure = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[4] });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(18rem, 100%), 1fr))',
  gap: vars.space[4],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  padding: vars.space[5],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
});

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold });

/** The title's link covers the card, so the whole card opens the course. */
export const cardLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
  selectors: { '&:hover': { color: vars.color.brand, textDecoration: 'underline' } },
});

export const description = style({ margin: 0, color: vars.color.textMuted, lineHeight: vars.typography.lineHeight.normal });

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3], marginBlockStart: 'auto' });


export const price = style({ fontWeight: vars.typography.fontWeight.bold });
