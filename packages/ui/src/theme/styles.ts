import type { Space } from '../private/layout';
import { vars } from './vars.css';

/*
 * Pieces of style that stylesheets compose (decision 095): plain rules merged into the caller's own with
 * `style([piece, { … }])`, so the element still gets one class and the cascade is what it was. The layout
 * primitives stay the way a screen lays itself out; a piece is for a rule that needs the same and something
 * of its own (a row that is also a bordered box, a field's frame on a button).
 */

/** One keyboard focus ring for every interactive piece, so focus looks the same everywhere. */
export const focusRing = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** Children one below the other, `gap` a step of the space scale: what `Stack` does. */
export const stack = (gap: Space) => ({ display: 'flex', flexDirection: 'column', gap: vars.space[gap] }) as const;

/** Children side by side, centred across, `gap` a step of the space scale: `Inline` with `align="center"`. */
export const row = (gap: Space) => ({ display: 'flex', alignItems: 'center', gap: vars.space[gap] }) as const;

/** Content centred both ways in a flex box (an icon in its circle, words on a cover). */
export const centred = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;

/** A list that keeps its semantics and loses the browser's indent and bullets. */
export const listReset = { margin: 0, padding: 0, listStyle: 'none' } as const;

/** A card: rounded, on the surface colour, raised a little (what `Surface` draws by default). */
export const cardSurface = { borderRadius: vars.radius.lg, backgroundColor: vars.color.surface, boxShadow: vars.shadow.sm } as const;

/** A field's frame: the strong border, rounded, on the surface colour, in the text's colour. */
export const fieldBox = {
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
} as const;

/** A button that draws nothing of its own: no border or background, the text's colour and font. */
export const bareButton = {
  border: 'none',
  backgroundColor: 'transparent',
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
} as const;

/** A whole-width entry of a menu or a list of actions, button or link alike, starting at the reading start. */
export const menuItem = {
  ...bareButton,
  display: 'block',
  inlineSize: '100%',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  fontWeight: vars.typography.fontWeight.semibold,
  textAlign: 'start',
  textDecoration: 'none',
} as const;

/** A line of small words under a field or a title: muted, or red for an error. */
export const smallText = { margin: 0, fontSize: vars.typography.fontSize.sm, color: vars.color.textMuted } as const;
export const errorText = { ...smallText, color: vars.color.danger } as const;

/** A paragraph of running text: no margin, the reading line height. */
export const bodyText = { margin: 0, lineHeight: vars.typography.lineHeight.normal } as const;

/** An entry of a list drawn as its own bordered box (a file to open, a file to remove). */
export const boxedItem = {
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
} as const;

/** A heading's type: bold, no margin, a size from the scale. */
export const headingText = (size: keyof typeof vars.typography.fontSize) =>
  ({ margin: 0, fontSize: vars.typography.fontSize[size], fontWeight: vars.typography.fontWeight.bold }) as const;

/** A page's title on its own (a card's, a result's): the largest heading, its lines tight. */
export const titleText = { ...headingText('2xl'), lineHeight: vars.typography.lineHeight.tight } as const;

/** A column centred on the page with room at its sides, as wide as `maxInlineSize` lets it. */
export const centredColumn = (maxInlineSize: string) => ({ maxInlineSize, marginInline: 'auto', paddingInline: vars.space[4] }) as const;

/** Off screen but still read aloud: the clip pattern that keeps the text in the accessibility tree. */
export const visuallyHidden = {
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
