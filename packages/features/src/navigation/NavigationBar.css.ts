import { centred, centredColumn, focusRing, listReset, menuItem, row, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** A screen 768 px wide or less is a phone (docs/product/overview.md#display). */
const mobile = 'screen and (max-width: 768px)';

/** The account button's footprint (padding, avatar, gap, chevron): what loading keeps free. */
const accountButtonSize = { inlineSize: 'calc(0.5rem + 2.5rem + 0.25rem + 1em)', blockSize: '3rem' };

export const root = style({
  borderBlockEnd: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
});

export const bar = style([
  centredColumn(vars.layout.contentWidth),
  { display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: vars.space[6], minBlockSize: '4rem' },
]);

export const brand = style([
  row(2),
  {
    display: 'inline-flex',
    // The first row's height, also when a phone's open panel wraps below it.
    minBlockSize: '4rem',
    fontSize: vars.typography.fontSize.xl,
    fontWeight: vars.typography.fontWeight.bold,
    color: vars.color.brand,
    textDecoration: 'none',
  },
]);

export const brandMark = style({
  inlineSize: '2rem',
  blockSize: '2rem',
});

export const toggle = style([
  centred,
  {
    display: 'none',
    inlineSize: '2.75rem',
    blockSize: '2.75rem',
    marginInlineStart: 'auto',
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface,
    color: vars.color.brand,
    fontSize: vars.typography.fontSize.xl,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandSoft },
      '&:focus-visible': focusRing,
    },
    '@media': { [mobile]: { display: 'inline-flex' } },
  },
]);

/** The links, the account and the app's controls: in the bar, or the toggled panel on a phone. */
export const panel = style({
  display: 'flex',
  flex: 1,
  alignItems: 'center',
  gap: vars.space[6],
  '@media': {
    [mobile]: {
      display: 'none',
      flexBasis: '100%',
      flexDirection: 'column',
      alignItems: 'stretch',
      gap: vars.space[4],
      paddingBlock: vars.space[4],
      borderBlockStart: `1px solid ${vars.color.border}`,
      selectors: { '&[data-open]': { display: 'flex' } },
    },
  },
});

export const nav = style({
  flex: 1,
});

export const navList = style([
  listReset,
  { display: 'flex', flexWrap: 'wrap', columnGap: vars.space[5], '@media': { [mobile]: { flexDirection: 'column' } } },
]);

export const navLink = style({
  display: 'inline-block',
  paddingBlock: vars.space[1],
  fontWeight: vars.typography.fontWeight.semibold,
  color: vars.color.text,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBlockEnd: '2px solid transparent',
  selectors: {
    '&:hover': { color: vars.color.brand },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': { color: vars.color.brand, borderBlockEndColor: vars.color.accent },
  },
  '@media': {
    [mobile]: {
      display: 'block',
      paddingBlock: vars.space[2],
      borderBlockEnd: 'none',
      borderInlineStart: '3px solid transparent',
      paddingInlineStart: vars.space[3],
      selectors: { '&[aria-current="page"]': { borderInlineStartColor: vars.color.accent } },
    },
  },
});

export const account = style([row(2), { '@media': { [mobile]: { flexDirection: 'column', alignItems: 'stretch' } } }]);

/** While the session loads, the account button's place is kept empty, so nothing moves when it comes. */
export const accountPlaceholder = style({
  ...accountButtonSize,
  '@media': { [mobile]: { display: 'none' } },
});

export const accountMenu = style({
  '@media': { [mobile]: { display: 'none' } },
});

/** On a phone the account's choices are a plain list under the links. */
export const accountList = style({
  display: 'none',
  '@media': {
    [mobile]: {
      ...listReset,
      display: 'flex',
      flexDirection: 'column',
      paddingBlockStart: vars.space[3],
      borderBlockStart: `1px solid ${vars.color.border}`,
    },
  },
});

export const accountName = style([row(2), { paddingBlockEnd: vars.space[2], fontWeight: vars.typography.fontWeight.bold }]);

export const accountAction = style([
  menuItem,
  { selectors: { '&:hover': { color: vars.color.brand }, '&:focus-visible': focusRing, '&[aria-current="page"]': { color: vars.color.brand } } },
]);

export const actions = style(row(2));
