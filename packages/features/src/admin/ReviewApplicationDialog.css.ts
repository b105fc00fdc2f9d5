import { errorText, row, stack, vars } from '@manara/ui';
import { style } from '@vanilla-extract/css';
import * as adminStyles from './AdminScreen.css';

/* The application dialog: the answers as question and answer, the decision, the note. */

export const sectionTitle = style({ margin: 0, fontSize: vars.typography.fontSize.md, fontWeight: vars.typography.fontWeight.bold });

export const answers = style([stack(3), { margin: 0 }]);

export const answer = style([
  stack(1),
  {
    paddingBlock: vars.space[2],
    paddingInline: vars.space[3],
    borderInlineStart: `3px solid ${vars.color.brandSoft}`,
    backgroundColor: vars.color.surfaceSubtle,
    borderRadius: vars.radius.sm,
  },
]);

export const question = style({ fontSize: vars.typography.fontSize.sm, fontWeight: vars.typography.fontWeight.semibold, color: vars.color.textMuted });

export const text = style({ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: vars.typography.lineHeight.normal });

export const decision = style([stack(2), { margin: 0, padding: 0, border: 'none', minInlineSize: 0 }]);

export const legend = style([adminStyles.label, { padding: 0 }]);

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[4] });

export const choice = style([row(2), { display: 'inline-flex', minBlockSize: '2.75rem', cursor: 'pointer' }]);

export const radio = style({ inlineSize: '1.125rem', blockSize: '1.125rem', margin: 0, accentColor: vars.color.brand });

export const error = style(errorText);

export const hint = style({ margin: 0, marginBlockStart: `calc(-1 * ${vars.space[2]})`, fontSize: vars.typography.fontSize.sm, color: vars.color.textMuted });

export const outcome = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', alignItems: 'baseline', gap: `${vars.space[2]} ${vars.space[4]}`, margin: 0 });

export const outcomeValue = style({ margin: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' });
