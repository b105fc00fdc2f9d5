import { style } from '@vanilla-extract/css';
import { bodyText } from '../theme/styles';
import { vars } from '../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  backgroundColor: 'rgb(15 23 42 / 0.55)',
});

/*
 * Centred by auto margins in the viewport, not by a -50% translate: a translate lands an odd-sized box
 * on half pixels, which blurs its text and borders (and its anti-aliasing varied from one paint to the next).
 */
export const content = style({
  position: 'fixed',
  inset: 0,
  margin: 'auto',
  blockSize: 'fit-content',
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  inlineSize: 'min(28rem, calc(100vw - 2rem))',
  // The visible height on a phone (its address bar shown), where the browser knows it.
  maxBlockSize: ['calc(100vh - 2rem)', 'calc(100dvh - 2rem)'],
  overflowY: 'auto',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.typography.fontSize.xl,
  fontWeight: vars.typography.fontWeight.bold,
  lineHeight: vars.typography.lineHeight.tight,
});

export const titleDanger = style({
  color: vars.color.danger,
});

export const description = style(bodyText);

/**
 * The buttons stay in view while a long dialog's body scrolls under them: they stick where the box's padding
 * starts, and a shadow of the box's own colour (which takes no room) hides what scrolls through the padding below
 * them. A dialog that fits looks no different.
 */
export const actions = style({
  position: 'sticky',
  insetBlockEnd: 0,
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  backgroundColor: vars.color.surface,
  boxShadow: `0 ${vars.space[6]} 0 0 ${vars.color.surface}`,
});
