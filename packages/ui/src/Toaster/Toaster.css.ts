import { style } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/**
 * Sonner draws the toasts; these are its documented custom properties, filled from the theme,
 * so a toast reads like an Alert of the same tone.
 */
export const toaster = style({
  selectors: {
    // One attribute more specific than Sonner's own theme rule, which sets the same properties.
    '&[data-sonner-toaster][data-sonner-theme]': {
      vars: {
        '--normal-bg': vars.color.surface,
        '--normal-border': vars.color.border,
        '--normal-text': vars.color.text,
        '--success-bg': vars.color.successSoft,
        '--success-border': vars.color.success,
        '--success-text': vars.color.text,
        '--error-bg': vars.color.dangerSoft,
        '--error-border': vars.color.danger,
        '--error-text': vars.color.text,
        '--info-bg': vars.color.infoSoft,
        '--info-border': vars.color.info,
        '--info-text': vars.color.text,
        '--border-radius': vars.radius.md,
      },
    },
  },
  // Sonner names a system font stack on the toaster; the product speaks in the theme's font.
  fontFamily: `${vars.typography.fontFamily.body} !important`,
});

export const toast = style({
  fontSize: vars.typography.fontSize.md,
  lineHeight: vars.typography.lineHeight.snug,
});
