import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import entry from './index.ts?raw';

/*
 * The repository README's list of the kit's components against what the kit exports (decision 068 of the
 * repository): a component exported without a row, or a row for one that is not exported, fails here by name.
 */

const SECTION = '### The components of `@manara/ui`';

/** Every name the entry exports as a value (not `export type`), from `export { … } from` and declarations. */
function valueExports(source: string): string[] {
  const names: string[] = [];
  for (const [, list = ''] of source.matchAll(/^export\s*\{([^}]*)\}\s*from/gm)) {
    for (const item of list.split(',')) {
      const name = item.trim().split(/\s+as\s+/).at(-1) ?? '';
      if (name !== '' && !name.startsWith('type ')) names.push(name);
    }
  }
  for (const [, name = ''] of source.matchAll(/^export\s+(?:const|function|class)\s+(\w+)/gm)) names.push(name);
  return names;
}

/** A component's name: capitalised, not a constant in capitals (`EGYPT`, `BUTTON_SIZES`). */
const isComponent = (name: string) => /^[A-Z][a-z]\w*$/.test(name);

/** The names in the first column of the README's component table. */
function listedComponents(markdown: string): string[] {
  const start = markdown.indexOf(`${SECTION}\n`);
  if (start === -1) throw new Error(`README.md has no section "${SECTION}"`);
  const rest = markdown.slice(start + SECTION.length + 1);
  const section = rest.slice(0, rest.search(/^#{1,3} /m) === -1 ? undefined : rest.search(/^#{1,3} /m));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\w+)`/g)].map(([, name = '']) => name));
}

describe('the README and the kit', () => {
  const exported = valueExports(entry).filter(isComponent);
  const listed = listedComponents(readme);

  it('reads the entry: components, not constants or types', () => {
    expect(exported).toContain('CourseCard');
    expect(exported).toContain('Toaster');
    expect(exported).not.toContain('EGYPT');
    expect(exported).not.toContain('ButtonProps');
  });

  it('lists every component the kit exports, and no other', () => {
    const problems = [
      ...exported.filter((name) => !listed.includes(name)).map((name) => `${name} is exported by packages/ui/src/index.ts but has no row in README.md ("${SECTION}")`),
      ...listed.filter((name) => !exported.includes(name)).map((name) => `${name} has a row in README.md ("${SECTION}") but packages/ui/src/index.ts does not export it`),
      ...listed.filter((name, index) => listed.indexOf(name) !== index).map((name) => `${name} has more than one row in README.md`),
    ];
    expect(problems).toEqual([]);
  });
});
