import { boxedItem, centred, errorText, fieldBox, focusRing, headingText, listReset, row, stack, vars, visuallyHidden } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const screen = style({ display: 'flex', flexDirection: 'column', gap: vars.space[5], minInlineSize: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: vars.space[3] });

export const title = style([headingText('2xl'), { color: vars.color.brand }]);

export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: vars.space[3] });

export const search = style({ flex: '1 1 18rem', maxInlineSize: '28rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const muted = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm });

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const label = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

export const select = style([
  fieldBox,
  { minBlockSize: '2.75rem', paddingInline: vars.space[3], fontFamily: 'inherit', fontSize: vars.typography.fontSize.md, selectors: { '&:focus-visible': focusRing } },
]);

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))', gap: vars.space[4] });

/** Drawn pointing right; right to left it is mirrored, pointing from the value before (right) to the value after (left). */
export const changeArrow = style({
  display: 'inline-block',
  verticalAlign: 'middle',
  inlineSize: '1em',
  blockSize: '1em',
  selectors: { '&:dir(rtl)': { transform: 'scaleX(-1)' } },
});

export const changes = style({ margin: 0, paddingInlineStart: vars.space[4], fontSize: vars.typography.fontSize.xs, overflowWrap: 'anywhere' });

export const textarea = style([
  select,
  { minBlockSize: '6rem', paddingBlock: vars.space[2], resize: 'vertical', lineHeight: vars.typography.lineHeight.normal },
]);


export const pair = style({ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))', gap: vars.space[4] });

export const wideDialog = style({ inlineSize: 'min(48rem, calc(100vw - 2rem))' });
/** The lesson manager's tables: eight columns with a lesson's PDFs. */
export const lessonsDialog = style({ inlineSize: 'min(56rem, calc(100vw - 2rem))' });

/** The lesson form's measured length, under the video link. */
export const measure = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], marginBlockStart: `calc(-1 * ${vars.space[2]})` });
export const measured = style({ margin: 0, color: vars.color.text, fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold });
/** "Measure lengths" and what it will do, above the lessons. */
export const measureNotice = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], marginBlockEnd: vars.space[4] });
/** A lesson's measured length, and its badges. */
export const lengthCell = style({ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: vars.space[1] });
/** The dashboard's lesson lengths to check. */
export const lengths = style({ display: 'flex', flexDirection: 'column', gap: vars.space[3], minInlineSize: 0 });
export const subtitle = style({ margin: 0, fontSize: vars.typography.fontSize.lg, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.text });

/** The course form's lists of points: one row a point, its input and its move and remove buttons. */
export const points = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2], margin: 0, padding: 0, border: 0, minInlineSize: 0 });
export const legend = style([label, { padding: 0, marginBlockEnd: vars.space[1] }]);
export const pointList = style([stack(2), listReset]);
export const point = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });
export const pointRow = style({ display: 'flex', alignItems: 'center', gap: vars.space[1] });
export const pointInput = style([select, { flex: '1 1 auto', minInlineSize: 0, inlineSize: '100%' }]);
/** 44 px square: a finger's target, even on a phone. */
export const pointButton = style([
  centred,
  fieldBox,
  {
    flex: 'none',
    display: 'inline-flex',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    padding: 0,
    fontFamily: 'inherit',
    fontSize: vars.typography.fontSize.lg,
    cursor: 'pointer',
    selectors: { '&:focus-visible': focusRing, '&:disabled': { opacity: 0.4, cursor: 'not-allowed' } },
  },
]);
export const error = style(errorText);
/** A lesson's PDFs in their dialog: one row each, its name and size, and Remove. */
export const fileList = style([stack(2), listReset]);
export const fileRow = style([row(2), boxedItem, { flexWrap: 'wrap', justifyContent: 'space-between' }]);
export const fileName = style({ fontWeight: vars.typography.fontWeight.semibold, overflowWrap: 'anywhere' });
/** The file picker: the browser's own control is hidden (its words are in the browser's language), this stands for it. */
export const filePicker = style([
  row(3),
  {
    flexWrap: 'wrap',
    minBlockSize: '2.75rem',
    padding: vars.space[2],
    border: `1px dashed ${vars.color.borderStrong}`,
    borderRadius: vars.radius.md,
    cursor: 'pointer',
    selectors: { '&:focus-within': focusRing },
  },
]);
export const fileInput = style(visuallyHidden);
export const fileButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: '2.25rem',
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  color: vars.color.brand,
  fontSize: vars.typography.fontSize.sm,
  fontWeight: vars.typography.fontWeight.semibold,
});
export const chosenFile = style({ color: vars.color.textMuted, fontSize: vars.typography.fontSize.sm, overflowWrap: 'anywhere' });
