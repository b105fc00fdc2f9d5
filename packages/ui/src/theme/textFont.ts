import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import cairo from '@capsizecss/metrics/cairo';
import cairoBold from '@capsizecss/metrics/cairo/700';
import roboto from '@capsizecss/metrics/roboto';
import robotoBold from '@capsizecss/metrics/roboto/700';

/*
 * The text font, Cairo, and what stands in for it until it has arrived (decision 057). Text drawn before
 * Cairo arrives is drawn in a font the reader's device already has, scaled and spaced to Cairo's measures
 * (Capsize computes them from both fonts' metrics), so that it takes the same room and barely moves when
 * Cairo takes over. Arial stands in on Windows, macOS and iOS, and on Linux as its metric twins Liberation
 * Sans and Arimo; Roboto on Android. Regular and bold text each have their own stand-in, since Cairo's bold
 * widens less than theirs.
 */

/** Faces with Arial's metrics, under the names a device may know them by. */
const ARIAL_TWINS = { regular: ['Liberation Sans', 'LiberationSans', 'Arimo'], bold: ['Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold'] };

const stacks = {
  regular: createFontStack([cairo, arial, roboto], { fontFaceFormat: 'styleObject', fontFaceProperties: { fontWeight: '400' } }),
  bold: createFontStack([cairoBold, arialBold, robotoBold], { fontFaceFormat: 'styleObject', fontFaceProperties: { fontWeight: '700' } }),
};

/** The stand-ins' faces, each with the local fonts it may use. */
export const fallbackFaces = (['regular', 'bold'] as const).flatMap((weight) =>
  stacks[weight].fontFaces.map(({ '@font-face': face }) => {
    const twins = face.fontFamily.includes('Arial') ? ARIAL_TWINS[weight].map((name) => `local('${name}')`) : [];
    return { ...face, src: [face.src, ...twins].join(', ') };
  }),
);

/** The families of `fallbackFaces` (quoted), in the order they are tried; each has a face for both weights. */
const fallbackFamilies = [...new Set(fallbackFaces.map((face) => face.fontFamily))];

/**
 * For text read or typed character by character (a certificate's id, a code): JetBrains Mono, shipped like
 * Cairo, then whatever monospaced face the device has.
 */
export const monoFontFamily = ["'JetBrains Mono Variable'", 'ui-monospace', "'SFMono-Regular'", 'Menlo', 'Consolas', 'monospace'].join(', ');

/** Cairo, its stand-ins, then what any device has (Tahoma and the system font also carry Arabic). */
export const textFontFamily = ["'Cairo Variable'", "'Cairo'", ...fallbackFamilies, 'system-ui', '-apple-system', "'Segoe UI'", 'Tahoma', 'sans-serif'].join(', ');
