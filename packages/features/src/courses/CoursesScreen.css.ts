import { vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';
import { brandHero } from '../shared/layout/brandHero.css';

export const screen = style({ paddingBlockEnd: vars.space[12] });

export const hero = brandHero;

export const heroTitle = style({
  fontSize: 'clamp(1.75rem, 1.2rem + 2.4vw, 2.5rem)',
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const heroSubtitle = style({
  maxInlineSize: '40rem',
  fontSize: vars.typography.fontSize.lg,
  lineHeight: vars.typography.lineHeight.snug,
});

export const searchForm = style({
  inlineSize: '100%',
  maxInlineSize: '36rem',
  marginBlockStart: vars.space[4],
  color: vars.color.text,
});

/** The searched text stands out in the results heading (its `<bdi>` keeps the text's own direction). */
export const query = style({
  color: vars.color.brand,
});

export const message = style({
  color: vars.color.textMuted,
});

/** The previous page stays visible but quieter while the requested one loads. */
export const staleGrid = style({
  selectors: {
    '&[aria-busy="true"]': { opacity: 0.6 },
  },
});

export const pager = style({
  alignSelf: 'center',
});

export const fullPageAlert = style({
  marginBlockStart: vars.space[8],
});

