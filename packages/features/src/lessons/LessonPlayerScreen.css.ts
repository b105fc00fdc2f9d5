import { boxedItem, centred, focusRing, listReset, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[6],
  inlineSize: 'min(80rem, 100%)',
  marginInline: 'auto',
  paddingBlock: vars.space[8],
  paddingInline: vars.space[4],
  '@media': { '(min-width: 960px)': { gridTemplateColumns: 'minmax(0, 1fr) 22rem', alignItems: 'start' } },
});

export const main = style({ minInlineSize: 0 });

export const back = style({ alignSelf: 'flex-start', color: vars.color.brand, fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold });

// At least one line tall: the title arrives after the lessons, and its placeholder is shorter than a line.
export const courseTitle = style({ margin: 0, fontSize: vars.typography.fontSize['2xl'], minBlockSize: '1lh' });

export const lessonTitle = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.typography.fontSize.lg });

export const player = style({ inlineSize: '100%' });

/** What covers the video: the course's picture under a dark veil, with words on it. */
export const cover = style([
  centred,
  { position: 'relative', inlineSize: '100%', blockSize: '100%', overflow: 'hidden', backgroundColor: '#0b1f3a', color: '#fff' },
]);

export const overlayImage = style({
  position: 'absolute',
  inset: 0,
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'cover',
  opacity: 0.35,
});

export const coverText = style([
  stack(2),
  {
    position: 'relative',
    alignItems: 'center',
    maxInlineSize: '36rem',
    padding: vars.space[4],
    fontSize: vars.typography.fontSize.lg,
    fontWeight: vars.typography.fontWeight.semibold,
    textAlign: 'center',
    textShadow: '0 1px 3px rgba(0, 0, 0, 0.6)',
  },
]);

export const bigPlay = style([
  centred,
  {
    display: 'inline-flex',
    inlineSize: '4.5rem',
    blockSize: '4.5rem',
    borderRadius: '50%',
    backgroundColor: 'rgba(255, 255, 255, 0.9)',
    color: vars.color.brand,
    fontSize: '2rem',
  },
]);

export const pausedCover = style({ display: 'flex', inlineSize: '100%', blockSize: '100%', cursor: 'pointer' });

export const noticeLesson = style({ fontSize: vars.typography.fontSize.xl });

export const bigClock = style({ fontSize: vars.typography.fontSize['2xl'], fontVariantNumeric: 'tabular-nums' });

export const completedRegion = style({ minBlockSize: 0 });

/** The end of a lesson not reported: why, what happens to what was watched, and Try Again. */
export const reportFailure = style({
  // A lesson's title may be one long word: it wraps rather than widen a narrow screen.
  overflowWrap: 'anywhere',
});

/** The video could not load: why, and Try Again. */
export const playerFailure = style([stack(3), { alignItems: 'flex-start' }]);

/** The lesson's description, under the video: it stays when the video cannot play. */
export const description = style(stack(2));

export const descriptionTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const descriptionText = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' });

export const completed = style({
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.infoSoft,
  selectors: { '&[data-tone="success"]': { backgroundColor: vars.color.successSoft } },
});

export const courseComplete = style({ flexBasis: '100%' });

export const celebration = style({ borderBlockStart: `4px solid ${vars.color.success}` });

export const celebrationTitle = style({ margin: 0, fontSize: vars.typography.fontSize.xl });

export const sidebar = style({ minInlineSize: 0, '@media': { '(min-width: 960px)': { position: 'sticky', insetBlockStart: vars.space[4] } } });

export const filesTitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg });

export const files = style(listReset);

/** A whole row to press, at least a finger high. */
export const file = style([
  boxedItem,
  {
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    minBlockSize: '44px',
    color: vars.color.text,
    textDecoration: 'none',
    selectors: { '&:hover': { borderColor: vars.color.brand }, '&:focus-visible': focusRing },
  },
]);

export const fileName = style({ color: vars.color.brand, fontWeight: vars.typography.fontWeight.semibold, overflowWrap: 'anywhere' });

export const fileDetails = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const videoSkeleton = style({ aspectRatio: '16 / 9', inlineSize: '100%', blockSize: 'auto' });

export const outlineSkeleton = style({ blockSize: '24rem' });

export const loading = style({ margin: 0, color: vars.color.textMuted });

export const noticeTitle = style({ margin: 0, fontSize: vars.typography.fontSize.xl });
