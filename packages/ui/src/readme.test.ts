import { describe, expect, it } from 'vitest';
import readme from '../../../README.md?raw';
import packageReadme from '../README.md?raw';
import entry from './index.ts?raw';

/*
 * The repository README's list of the kit's components against what the kit exports (decision 068 of the
 * repository): a component exported without a row, or a row for one that is not exported, fails here by name.
 * The package's own README, which its users read on npm, lists every export, values and types (decision 094).
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

/** Every name the entry exports as a type only, from `export type { … } from`. */
function typeExports(source: string): string[] {
  return [...source.matchAll(/^export\s+type\s*\{([^}]*)\}\s*from/gm)].flatMap(([, list = '']) =>
    list
      .split(',')
      .map((item) => item.trim().split(/\s+as\s+/).at(-1) ?? '')
      .filter((name) => name !== ''),
  );
}

/** A component's name: capitalised, not a constant in capitals (`EGYPT`, `BUTTON_SIZES`). */
const isComponent = (name: string) => /^[A-Z][a-z]\w*$/.test(name);

/** The names in backticks in one column of the first table under a heading, up to the next heading. */
function listedIn(markdown: string, heading: string, column: number): string[] {
  const start = markdown.indexOf(`${heading}\n`);
  if (start === -1) throw new Error(`README.md has no section "${heading}"`);
  const rest = markdown.slice(start + heading.length + 1);
  const section = rest.slice(0, rest.search(/^#{1,3} /m) === -1 ? undefined : rest.search(/^#{1,3} /m));
  return section
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .slice(2)
    .flatMap((line) => [...(line.split('|')[column] ?? '').matchAll(/`(\w+)`/g)].map(([, name = '']) => name));
}

const listedComponents = (markdown: string) => listedIn(markdown, SECTION, 1);

const PACKAGE_SECTION = '## What is in it';

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

describe("the package's README and the kit", () => {
  const values = valueExports(entry);
  const types = typeExports(entry);
  const listedValues = listedIn(packageReadme, PACKAGE_SECTION, 1);
  const listedTypes = listedIn(packageReadme, PACKAGE_SECTION, 2);

  it('reads the entry: values and types apart', () => {
    expect(values).toEqual(expect.arrayContaining(['vars', 'CourseCard', 'EGYPT', 'formatClock', 'toast']));
    expect(types).toEqual(expect.arrayContaining(['ButtonProps', 'CourseCardLabels', 'LayoutElement']));
    expect(types).not.toContain('Button');
  });

  it('lists every export, values in the first column and types in the second, and nothing else', () => {
    const where = `packages/ui/README.md ("${PACKAGE_SECTION}")`;
    const problems = [
      ...values.filter((name) => !listedValues.includes(name)).map((name) => `${name} is exported but not listed in the first column of ${where}`),
      ...types.filter((name) => !listedTypes.includes(name)).map((name) => `type ${name} is exported but not listed in the second column of ${where}`),
      ...listedValues.filter((name) => !values.includes(name)).map((name) => `${name} is in the first column of ${where} but is not an exported value`),
      ...listedTypes.filter((name) => !types.includes(name)).map((name) => `${name} is in the second column of ${where} but is not an exported type`),
      ...[...listedValues, ...listedTypes].filter((name, index, all) => all.indexOf(name) !== index).map((name) => `${name} is listed more than once in ${where}`),
    ];
    expect(problems).toEqual([]);
  });
});
