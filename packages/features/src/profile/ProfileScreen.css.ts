import { style } from '@vanilla-extract/css';
import { errorText, fieldBox, focusRing, headingText, smallText, vars } from '@manara/ui';

export const sectionTitle = style(headingText('lg'));

export const hint = style(smallText);

/** The address is shown, not edited: it reads as text on a sunken field. */
export const readOnly = style({
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const photoError = style(errorText);

/**
 * The file input is hidden inside its label, which is what the eye sees and clicks: dressed as an
 * outline button, ringed when the input has keyboard focus.
 */
export const fileButton = style([
  fieldBox,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: '2.5rem',
    paddingInline: vars.space[4],
    fontSize: vars.typography.fontSize.sm,
    fontWeight: vars.typography.fontWeight.bold,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.brandSoft, borderColor: vars.color.brand },
      '&:has(input:focus-visible)': focusRing,
    },
  },
]);

