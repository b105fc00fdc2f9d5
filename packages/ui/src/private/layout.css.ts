import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars.css';

/** The gap between a layout's children, one class per step of the theme's space scale. */
export const gap = styleVariants(vars.space, (space) => ({ gap: space }));

/** A list laid out by a primitive keeps its semantics and loses the browser's indent and bullets. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

/** Where children sit across a stack (and along the cross axis of a row). */
export const alignItems = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  baseline: { alignItems: 'baseline' },
  stretch: {},
});
