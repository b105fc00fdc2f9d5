import { style } from '@vanilla-extract/css';
import { cardSurface, centred, focusRing, row, stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const MEDIA_HEIGHT = '180px';

const innerRadius = `calc(${vars.radius.lg} - 1px)`;

/** The card's frame, shared with its skeleton. */
export const frame = style([
  cardSurface,
  { position: 'relative', display: 'flex', flexDirection: 'column', blockSize: '100%', border: `1px solid ${vars.color.border}` },
]);

export const card = style([
  frame,
  {
    transitionProperty: 'box-shadow, transform, border-color',
    transitionDuration: vars.motion.duration.normal,
    transitionTimingFunction: vars.motion.easing.standard,
    selectors: {
      '&:hover': {
        transform: 'translateY(-2px)',
        borderColor: vars.color.borderStrong,
        boxShadow: vars.shadow.lg,
      },
    },
  },
]);

export const media = style({
  position: 'relative',
  flexShrink: 0,
  blockSize: MEDIA_HEIGHT,
  overflow: 'hidden',
  backgroundColor: vars.color.surfaceSunken,
  borderStartStartRadius: innerRadius,
  borderStartEndRadius: innerRadius,
});

export const image = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: MEDIA_HEIGHT,
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.duration.slow,
  transitionTimingFunction: vars.motion.easing.standard,
  selectors: {
    [`${card}:hover &`]: { transform: 'scale(1.04)' },
  },
});

export const placeholder = style([
  centred,
  {
    blockSize: MEDIA_HEIGHT,
    fontSize: '3.5rem',
    color: vars.color.brand,
    backgroundImage: `linear-gradient(135deg, ${vars.color.brandSoft}, ${vars.color.surfaceSunken})`,
  },
]);

/** Top-left in left-to-right pages, top-right in right-to-left ones: the reading start. */
export const badgeSlot = style({
  position: 'absolute',
  insetBlockStart: vars.space[3],
  insetInlineStart: vars.space[3],
  display: 'flex',
  gap: vars.space[1],
  filter: 'drop-shadow(0 1px 2px rgb(19 37 54 / 0.25))',
});

export const body = style([stack(3), { flexGrow: 1, padding: vars.space[4], paddingBlockStart: vars.space[3] }]);

export const meta = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: vars.space[4],
  rowGap: vars.space[1],
  fontSize: vars.typography.fontSize.sm,
  color: vars.color.textMuted,
});

export const metaItem = style([row(1), { display: 'inline-flex', whiteSpace: 'nowrap' }]);

export const paid = style({
  marginInlineStart: 'auto',
});

/** Two lines at most, and always two lines tall, so titles and buttons line up across a row. */
export const title = style({
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  minBlockSize: `calc(2em * ${vars.typography.lineHeight.snug})`,
  fontSize: vars.typography.fontSize.lg,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.snug,
});

/**
 * The title link stretches over the whole card, which makes the card one big link without
 * putting the button inside an anchor. Its focus ring is drawn around the card.
 */
export const titleLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: vars.radius.lg,
    },
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { ...focusRing, outlineOffset: '3px' },
    [`${card}:hover &`]: { color: vars.color.brand },
  },
});

/** Controls inside the card sit above the stretched link, so they stay clickable. */
const aboveLink = {
  position: 'relative',
  zIndex: vars.zIndex.raised,
} as const;

export const actionRow = style([row(3), { justifyContent: 'space-between', flexWrap: 'wrap' }]);

export const action = style(aboveLink);

export const footer = style([
  row(3),
  { justifyContent: 'space-between', marginBlockStart: 'auto', paddingBlockStart: vars.space[3], borderBlockStart: `1px solid ${vars.color.border}` },
]);

export const instructor = style([row(2), { minInlineSize: 0 }]);

export const avatar = style([
  centred,
  {
    flexShrink: 0,
    inlineSize: '2rem',
    blockSize: '2rem',
    borderRadius: '50%',
    objectFit: 'cover',
    backgroundColor: vars.color.brandSoft,
    color: vars.color.brand,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.bold,
  },
]);

export const instructorName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});

export const details = style([
  aboveLink,
  row(1),
  {
    display: 'inline-flex',
    flexShrink: 0,
    marginInlineStart: 'auto',
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.bold,
    color: vars.color.brand,
    textDecoration: 'none',
    selectors: {
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': focusRing,
    },
  },
]);

/** The arrow points forward in the reading direction. */
export const detailsIcon = style({
  selectors: {
    '&:dir(rtl)': { transform: 'scaleX(-1)' },
  },
});

export const progress = style(stack(1));

export const progressText = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });
