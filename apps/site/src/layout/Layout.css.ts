import { bodyText, headingText, listReset, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space[2],
  insetBlockStart: vars.space[2],
  zIndex: vars.zIndex.toast,
  padding: vars.space[2],
  borderRadius: vars.radius.sm,
  color: vars.color.onBrand,
  backgroundColor: vars.color.brand,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus-visible': { transform: 'none' },
  },
});

/**
 * At least a screen tall, so the footer starts below the first screen: a page whose content arrives after
 * its first paint (a course while its details load) would otherwise push a visible footer down (a layout shift).
 */
export const main = style({
  flex: 1,
  minBlockSize: '100vh',
  outline: 'none',
});

export const footer = style([
  stack(6),
  {
    paddingBlock: vars.space[8],
    paddingInline: vars.space[4],
    fontSize: vars.typography.fontSize.sm,
    color: vars.color.onBrand,
    backgroundColor: vars.color.brand,
  },
]);

export const footerColumns = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(12rem, 100%), 1fr))',
  gap: vars.space[6],
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentWidth,
  marginInline: 'auto',
});

export const footerColumn = style(stack(2));

export const footerBrand = style(headingText('xl'));

export const footerText = style(bodyText);

export const footerTitle = style(headingText('md'));

export const footerList = style([stack(1), listReset]);

export const footerLink = style({
  color: vars.color.onBrand,
  overflowWrap: 'anywhere',
  textUnderlineOffset: '0.2em',
  ':hover': { color: vars.color.accent },
});

/** A telephone number is read and dialled as one: it never breaks across lines. */
export const footerPhone = style([footerLink, { whiteSpace: 'nowrap' }]);

export const copyright = style({ margin: 0, paddingBlockStart: vars.space[4], borderBlockStart: '1px solid rgb(255 255 255 / 0.2)', textAlign: 'center' });

export const search = style({ inlineSize: 'min(14rem, 100%)' });

/**
 * The language button names the other language in its own script, whose font subset (Arabic's, in English) is
 * not preloaded: a fixed width that fits either word keeps the header still when that font arrives.
 */
export const languageSwitch = style({
  inlineSize: '5.5rem',
});
