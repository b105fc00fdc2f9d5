import { vars } from '@manara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The home and about pages: full-width bands, each with its content centred at the page's width. */

const phone = 'screen and (max-width: 48rem)';

export const page = style({ display: 'flex', flexDirection: 'column', backgroundColor: vars.color.surface, color: vars.color.text });

const bandBase = style({
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
  '@media': { [phone]: { paddingBlock: vars.space[10] } },
});

export const band = bandBase;
export const bandSubtle = style([bandBase, { backgroundColor: vars.color.surfaceSubtle }]);
export const bandSoft = style([bandBase, { backgroundColor: vars.color.brandSoft }]);
export const bandBrand = style([bandBase, { backgroundColor: vars.color.brand, color: vars.color.onBrand }]);
export const bandAccent = style([bandBase, { backgroundColor: vars.color.accentSoft }]);

export const inner = style({ maxInlineSize: vars.layout.contentWidth, marginInline: 'auto' });

export const centered = style({ alignItems: 'center', textAlign: 'center' });

export const eyebrow = style({
  margin: 0,
  paddingBlock: vars.space[1],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.pill,
  backgroundColor: vars.color.surface,
  color: vars.color.brand,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const heroTitle = style({
  margin: 0,
  fontSize: 'clamp(1.875rem, 1.3rem + 2.4vw, 2.75rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.brand,
});

export const lead = style({ margin: 0, maxInlineSize: '38rem', fontSize: vars.typography.fontSize.lg, lineHeight: vars.typography.lineHeight.normal, color: vars.color.textMuted });

export const actions = style({ marginBlockStart: vars.space[2] });

export const heroImage = style({ display: 'block', inlineSize: '100%', maxInlineSize: '30rem', blockSize: 'auto', justifySelf: 'center' });

/* Section headings and text. */
export const sectionTitle = style({
  margin: 0,
  fontSize: 'clamp(1.5rem, 1.2rem + 1.2vw, 2rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  color: vars.color.brand,
});

export const sectionTitleOnBrand = style([sectionTitle, { color: vars.color.onBrand }]);

export const intro = style({ margin: 0, maxInlineSize: '42rem', fontSize: vars.typography.fontSize.lg, lineHeight: vars.typography.lineHeight.normal, color: vars.color.textMuted });

export const text = style({ margin: 0, lineHeight: vars.typography.lineHeight.normal, color: vars.color.textMuted });

export const rowText = style({ minInlineSize: 0 });

export const icon = style({ flexShrink: 0, display: 'block', inlineSize: '4rem', blockSize: '4rem' });

export const cardTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.snug,
  color: vars.color.text,
});

/** A grid that fills a centred band rather than shrinking to its content. */
export const fullWidth = style({ inlineSize: '100%' });

/* The impact counters. */
export const stat = style({
  paddingBlock: vars.space[6],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.lg,
  backgroundColor: 'rgb(255 255 255 / 0.08)',
  textAlign: 'center',
});

export const statLight = style({ borderInlineStart: `4px solid ${vars.color.accent}` });

export const statValue = style({
  margin: 0,
  fontSize: 'clamp(2rem, 1.6rem + 1.6vw, 2.75rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const statValueOnBrand = style([statValue, { color: vars.color.accent }]);
export const statValueLight = style([statValue, { color: vars.color.brand }]);

export const statLabel = style({ margin: 0, fontSize: vars.typography.fontSize.md, fontWeight: vars.typography.fontWeight.semibold });

export const galleryImage = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: 'auto',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
});

export const story = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  alignItems: 'start',
  gap: vars.space[6],
  '@media': { [phone]: { gridTemplateColumns: '1fr' } },
});

export const year = style({
  margin: 0,
  paddingBlock: vars.space[4],
  paddingInline: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.accentSoft,
  color: vars.color.brand,
  fontSize: '2.5rem',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
  justifySelf: 'start',
});

export const storyText = style({ maxInlineSize: '46rem' });

/** Links dressed as buttons do not break mid-label; on the narrowest phone they may take the whole line. */
globalStyle(`${actions} > a`, { '@media': { 'screen and (max-width: 24rem)': { flexGrow: 1 } } });

export const vision = style({ margin: 0, maxInlineSize: '44rem', fontSize: vars.typography.fontSize.xl, lineHeight: vars.typography.lineHeight.normal });

/* The contact section (`/#contact`): label and value side by side, each link a full touch target. */
export const contactList = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  columnGap: vars.space[4],
  alignItems: 'center',
  margin: 0,
});

export const contactLabel = style({ fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const contactValue = style({ margin: 0, minInlineSize: 0 });

export const contactLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.75rem',
  color: vars.color.brand,
  fontWeight: vars.typography.fontWeight.semibold,
  overflowWrap: 'anywhere',
});

/** A telephone number is read and dialled as one: it never breaks across lines. */
export const contactPhone = style([contactLink, { whiteSpace: 'nowrap' }]);
