import { cardSurface, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

/** A page that is one card of news in the middle (a payment's outcome, a certificate). */
export const resultScreen = style({
  display: 'flex',
  flexDirection: 'column',
  inlineSize: 'min(36rem, 100%)',
  marginInline: 'auto',
  paddingBlock: vars.space[12],
  paddingInline: vars.space[4],
});

/** The outcome's colour runs along the top of the card; the words say it too. */
export const resultCard = style([
  stack(5),
  cardSurface,
  {
    alignItems: 'center',
    padding: vars.space[8],
    borderBlockStart: `4px solid ${vars.color.brand}`,
    boxShadow: vars.shadow.md,
    textAlign: 'center',
    selectors: {
      '&[data-tone="success"]': { borderBlockStartColor: vars.color.success },
      '&[data-tone="danger"]': { borderBlockStartColor: vars.color.danger },
    },
  },
]);
