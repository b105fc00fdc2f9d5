import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component reads. Only the contract lives here; the Manara values are
 * applied on `:root` by `manara.css.ts`, so another theme can fill the same contract later.
 */
export const vars = createThemeContract({
  color: {
    brand: null,
    brandHover: null,
    brandSoft: null,
    onBrand: null,
    accent: null,
    accentHover: null,
    accentSoft: null,
    onAccent: null,
    text: null,
    textMuted: null,
    surface: null,
    surfaceSubtle: null,
    surfaceSunken: null,
    border: null,
    borderStrong: null,
    success: null,
    successSoft: null,
    warning: null,
    warningSoft: null,
    danger: null,
    dangerHover: null,
    dangerSoft: null,
    info: null,
    infoSoft: null,
    star: null,
    starEmpty: null,
    focusRing: null,
  },
  space: {
    0: null,
    1: null,
    2: null,
    3: null,
    4: null,
    5: null,
    6: null,
    8: null,
    10: null,
    12: null,
  },
  radius: {
    sm: null,
    md: null,
    lg: null,
    pill: null,
  },
  typography: {
    fontFamily: {
      body: null,
      mono: null,
    },
    fontSize: {
      xs: null,
      sm: null,
      md: null,
      lg: null,
      xl: null,
      '2xl': null,
    },
    fontWeight: {
      regular: null,
      medium: null,
      semibold: null,
      bold: null,
    },
    lineHeight: {
      tight: null,
      snug: null,
      normal: null,
    },
  },
  shadow: {
    sm: null,
    md: null,
    lg: null,
  },
  layout: {
    /** The widest the page's content gets (header, catalogue, course page), centred beyond it. */
    contentWidth: null,
  },
  zIndex: {
    base: null,
    raised: null,
    dropdown: null,
    sticky: null,
    overlay: null,
    modal: null,
    toast: null,
  },
  motion: {
    duration: {
      fast: null,
      normal: null,
      slow: null,
    },
    easing: {
      standard: null,
      emphasized: null,
    },
  },
});
