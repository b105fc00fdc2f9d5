import { bodyText, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';
import { brandHero } from '../shared/layout/brandHero.css';

export const screen = style({ paddingBlockEnd: vars.space[10] });

export const hero = style([brandHero, { backgroundImage: `radial-gradient(circle at 85% 15%, rgb(245 165 36 / 0.35), transparent 40%)` }]);

export const heroTitle = style({
  margin: 0,
  maxInlineSize: '22ch',
  fontSize: 'clamp(1.75rem, 4vw + 1rem, 2.75rem)',
  lineHeight: vars.typography.lineHeight.tight,
  fontWeight: vars.typography.fontWeight.bold,
});

export const heroText = style({ margin: 0, maxInlineSize: '40rem', fontSize: vars.typography.fontSize.lg, lineHeight: vars.typography.lineHeight.normal });

export const sectionTitle = style({
  margin: 0,
  fontSize: vars.typography.fontSize['2xl'],
  fontWeight: vars.typography.fontWeight.bold,
  color: vars.color.brand,
  scrollMarginBlockStart: vars.space[8],
  ':focus': { outline: 'none' },
});

const panel = {
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.sm,
} as const;

/** The accent along the top of a programme's card (over the card's own hairline). */
export const card = style({ borderBlockStart: `4px solid ${vars.color.accent}` });

export const cardTitle = style({ margin: 0, fontSize: vars.typography.fontSize.xl, fontWeight: vars.typography.fontWeight.bold, color: vars.color.text });

export const text = style([bodyText, { color: vars.color.textMuted }]);

export const cardAction = style({ alignSelf: 'flex-start', marginBlockStart: 'auto' });

export const podcast = style({ ...panel, backgroundColor: vars.color.brandSoft });

export const subscribed = style({ margin: 0, minBlockSize: '1.6em', color: vars.color.success, fontWeight: vars.typography.fontWeight.semibold });

export const platform = style({
  display: 'inline-block',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderStrong}`,
  color: vars.color.brand,
  fontWeight: vars.typography.fontWeight.semibold,
  textDecoration: 'none',
  ':hover': { backgroundColor: vars.color.brandSoft },
});
