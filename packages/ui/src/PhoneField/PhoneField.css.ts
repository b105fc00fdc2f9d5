import { style } from '@vanilla-extract/css';
import { dropdownPanel } from '../private/dropdown';
import { bareButton, fieldBox, focusRing, listReset, row, smallText, stack } from '../theme/styles';
import { vars } from '../theme/vars.css';

/** Where the country list opens from: just below the field. */
export const anchor = style({
  position: 'relative',
});

/** The dialling-code button and the number, drawn as one field like `TextField`. */
export const group = style([
  fieldBox,
  {
    display: 'flex',
    alignItems: 'stretch',
    minBlockSize: '2.75rem',
    transitionProperty: 'border-color, box-shadow',
    transitionDuration: vars.motion.duration.fast,
    selectors: {
      '&:hover': { borderColor: vars.color.brand },
      '&:has(input:focus-visible)': { ...focusRing, borderColor: vars.color.brand },
      '&[data-invalid]': { borderColor: vars.color.danger },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
    },
  },
]);

export const countryButton = style([
  bareButton,
  row(2),
  {
    display: 'inline-flex',
    paddingInline: vars.space[3],
    borderInlineEnd: `1px solid ${vars.color.border}`,
    borderStartStartRadius: vars.radius.md,
    borderEndStartRadius: vars.radius.md,
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.semibold,
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSubtle },
      '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
      '&:disabled': { cursor: 'not-allowed' },
    },
  },
]);

export const input = style({
  flex: 1,
  minInlineSize: 0,
  paddingInline: vars.space[3],
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: 'transparent',
  color: vars.color.text,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    // The whole field shows the focus ring.
    '&:focus-visible': { outline: 'none' },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const popup = style([
  stack(2),
  dropdownPanel,
  {
    insetBlockStart: `calc(100% + ${vars.space[1]})`,
    // Under the picker's button, which sits on the left in both directions (the field reads left to right).
    left: 0,
    inlineSize: 'min(20rem, 100%)',
    padding: vars.space[2],
    boxShadow: vars.shadow.md,
  },
]);

export const search = style([
  fieldBox,
  {
    inlineSize: '100%',
    minBlockSize: '2.25rem',
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.sm,
    selectors: {
      '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
      '&:focus-visible': { ...focusRing, outlineOffset: '0', borderColor: vars.color.brand },
    },
  },
]);

export const list = style([listReset, { maxBlockSize: '15rem', overflowY: 'auto', selectors: { '&:empty': { display: 'none' } } }]);

export const option = style([
  row(2),
  {
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    borderRadius: vars.radius.sm,
    fontSize: vars.typography.fontSize.sm,
    cursor: 'pointer',
    selectors: {
      '&[data-active]': { backgroundColor: vars.color.brandSoft },
      '&[aria-selected="true"]': { fontWeight: vars.typography.fontWeight.semibold },
    },
  },
]);

/** Takes the free space, so the dialling code lines up at the end of every row. */
export const countryName = style({
  flex: 1,
});

export const dialCode = style({
  color: vars.color.textMuted,
});

/** Says "no match"; empty (and flat) while the list has countries, so it is a live region all along. */
export const empty = style([
  smallText,
  {
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    selectors: { '&:empty': { padding: 0 } },
  },
]);
