import { createGlobalTheme, globalFontFace } from '@vanilla-extract/css';
import { fallbackFaces, monoFontFamily, textFontFamily } from './textFont';
import { vars } from './vars.css';

for (const { fontFamily, ...face } of fallbackFaces) globalFontFace(fontFamily, face);

/**
 * Manara, "lighthouse": a deep navy-teal sea with a warm amber light. Every text pairing below
 * keeps at least 4.5:1 contrast (muted text on the sunken surface is the tightest, about 5.5:1).
 */
createGlobalTheme(':root', vars, {
  color: {
    brand: '#0b4a6f',
    brandHover: '#083852',
    brandSoft: '#e3f1f6',
    onBrand: '#ffffff',
    accent: '#f5a524',
    accentHover: '#e69316',
    accentSoft: '#fdf1dc',
    onAccent: '#132536',
    text: '#132536',
    textMuted: '#4f6072',
    surface: '#ffffff',
    surfaceSubtle: '#f4f7f9',
    surfaceSunken: '#e6edf2',
    border: '#dbe3ea',
    borderStrong: '#b8c6d3',
    success: '#17663a',
    successSoft: '#e3f4ea',
    warning: '#8a4b07',
    warningSoft: '#fdf1dc',
    danger: '#b42318',
    dangerHover: '#8f1b12',
    dangerSoft: '#fde8e6',
    info: '#1f55a6',
    infoSoft: '#e4edfa',
    star: '#f2a01f',
    starEmpty: '#cfd8e0',
    focusRing: '#0e7490',
  },
  space: {
    0: '0',
    1: '0.25rem',
    2: '0.5rem',
    3: '0.75rem',
    4: '1rem',
    5: '1.25rem',
    6: '1.5rem',
    8: '2rem',
    10: '2.5rem',
    12: '3rem',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    pill: '999px',
  },
  typography: {
    fontFamily: {
      body: textFontFamily,
      mono: monoFontFamily,
    },
    fontSize: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.25rem',
      '2xl': '1.5rem',
    },
    fontWeight: {
      regular: '400',
      medium: '500',
      semibold: '600',
      bold: '700',
    },
    lineHeight: {
      tight: '1.25',
      snug: '1.4',
      normal: '1.6',
    },
  },
  shadow: {
    sm: '0 1px 2px rgb(19 37 54 / 0.08)',
    md: '0 2px 4px rgb(19 37 54 / 0.06), 0 4px 12px rgb(19 37 54 / 0.08)',
    lg: '0 4px 8px rgb(19 37 54 / 0.06), 0 12px 28px rgb(19 37 54 / 0.14)',
  },
  layout: {
    contentWidth: '72rem',
  },
  zIndex: {
    base: '0',
    raised: '1',
    dropdown: '10',
    sticky: '20',
    overlay: '30',
    modal: '40',
    toast: '50',
  },
  motion: {
    duration: {
      fast: '120ms',
      normal: '200ms',
      slow: '320ms',
    },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      emphasized: 'cubic-bezier(0.3, 0, 0, 1.3)',
    },
  },
});
