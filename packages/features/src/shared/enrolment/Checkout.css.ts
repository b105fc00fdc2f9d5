import { boxedItem, focusRing, vars } from '@manara/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/** The choice's box: its buttons are pressed with a thumb, so they are 44 px tall as its choices are (the kit's are 40). */
export const choice = style({});

globalStyle(`${choice} button`, { minBlockSize: '2.75rem' });

/** The ways to pay: a fieldset drawn as a plain column of choices. */
export const methods = style({
  display: 'grid',
  gap: vars.space[2],
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space[2],
  fontWeight: vars.typography.fontWeight.semibold,
});

/** One way to pay: its whole box is the radio's label, at least 44 px tall, marked when chosen. */
export const method = style([
  boxedItem,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space[3],
    minBlockSize: '44px',
    cursor: 'pointer',
    selectors: {
      '&:has(:checked)': { borderColor: vars.color.brand, backgroundColor: vars.color.brandSoft },
      '&:has(:focus-visible)': focusRing,
      '&:has(:disabled)': { cursor: 'default' },
    },
  },
]);

export const radio = style({
  flexShrink: 0,
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  margin: 0,
  accentColor: vars.color.brand,
  selectors: { '&:focus-visible': { outline: 'none' } },
});
