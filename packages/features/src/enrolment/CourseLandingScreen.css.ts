import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

const desktop = 'screen and (min-width: 1024px)';

export const screen = style({ paddingBlockEnd: vars.space[12] });

/** The header is 570 px tall on a desktop (docs/product/overview.md#display); on a phone it takes what its content needs. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  paddingBlock: vars.space[10],
  paddingInline: vars.space[4],
  backgroundColor: vars.color.brandSoft,
  '@media': { [desktop]: { minBlockSize: '570px', boxSizing: 'border-box' } },
});

export const headerInner = style({
  display: 'grid',
  gap: vars.space[8],
  alignItems: 'center',
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
  '@media': { [desktop]: { gridTemplateColumns: '3fr 2fr' } },
});

export const title = style({
  margin: 0,
  fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.75rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.brand,
});

export const tagline = style({
  margin: 0,
  maxInlineSize: '40rem',
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.snug,
});

export const stat = style({
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const buy = style({ marginBlockStart: vars.space[2] });

export const price = style({
  fontSize: vars.typography.fontSize.xl,
});

export const media = style({
  display: 'none',
  '@media': { [desktop]: { display: 'block' } },
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const paragraph = style({
  margin: 0,
  maxInlineSize: '48rem',
  lineHeight: vars.typography.lineHeight.normal,
  whiteSpace: 'pre-line',
});

export const list = style({
  display: 'grid',
  gap: vars.space[2],
  margin: 0,
  // Room for the markers on both sides: a point in the other language's direction has its marker on the far side.
  paddingInline: vars.space[6],
  lineHeight: vars.typography.lineHeight.normal,
  '@media': { [desktop]: { gridTemplateColumns: '1fr 1fr', columnGap: vars.space[8] } },
});

export const problem = style({
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  inlineSize: '100%',
  maxInlineSize: '40rem',
  marginInline: 'auto',
});

/** A container that takes focus from code to set the reading position; it is no control, so no ring. */
export const focusTarget = style({
  outline: 'none',
});

/** Who teaches the course: the photo beside the name, job title and bio, wrapping under on a narrow screen. */
export const instructor = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: vars.space[4] });

export const instructorText = style({ flex: '1 1 16rem', minInlineSize: 0 });

export const instructorName = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.bold });

export const instructorTitle = style({ margin: 0, color: vars.color.textMuted, fontWeight: vars.typography.fontWeight.semibold });
