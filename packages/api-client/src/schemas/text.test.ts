import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as schemas from './index';
import { CONTROL_CHARACTER_MESSAGE, TEXT_CHECKS, withoutControlCharacters } from './text';

/** What every request schema is named: a body, a query or the form that makes one. */
const REQUEST_SCHEMA_NAME = /(Body|Query|Form)Schema$/;

const requestSchemas = Object.entries(schemas as Record<string, unknown>).filter(
  (entry): entry is [string, v.GenericSchema] => REQUEST_SCHEMA_NAME.test(entry[0]) && typeof entry[1] === 'object',
);

interface SchemaNode {
  type: string;
  pipe?: readonly unknown[];
  wrapped?: SchemaNode;
  entries?: Record<string, SchemaNode>;
  options?: readonly SchemaNode[];
  item?: SchemaNode;
}

/** The path of every string in `node` that no text check covers (a check on it, or on a pipe around it). */
function uncheckedStrings(node: SchemaNode, path: string, covered = false): string[] {
  const checked = covered || (node.pipe ?? []).some((action) => TEXT_CHECKS.includes(action));
  // A piped schema is a copy of the schema its pipe starts from, plus the pipe: that first step holds the structure.
  const [root] = node.pipe ?? [];
  if (root !== undefined) return uncheckedStrings(root as SchemaNode, path, checked);
  if (node.type === 'string') return checked ? [] : [path];
  const children: [string, SchemaNode][] = [
    ...(node.wrapped ? [[path, node.wrapped] as [string, SchemaNode]] : []),
    ...Object.entries(node.entries ?? {}).map(([key, child]): [string, SchemaNode] => [`${path}.${key}`, child]),
    ...(node.options ?? []).map((child, index): [string, SchemaNode] => [`${path}|${index}`, child]),
    ...(node.item ? [[`${path}[]`, node.item] as [string, SchemaNode]] : []),
  ];
  return children.flatMap(([childPath, child]) => uncheckedStrings(child, childPath, checked));
}

/** Every message of a failed parse, the ones a union keeps inside its own included. */
const allMessages = (issues: readonly v.BaseIssue<unknown>[] = []): string[] =>
  issues.flatMap((issue) => [issue.message, ...allMessages(issue.issues)]);

describe('control characters in requests', () => {
  it('finds the request schemas', () => {
    expect(requestSchemas.map(([name]) => name)).toEqual(
      expect.arrayContaining(['RegisterBodySchema', 'UpdateProfileBodySchema', 'CourseSearchQuerySchema', 'CoursesByIdsBodySchema']),
    );
  });

  it.each(requestSchemas)('%s checks every text it takes', (_name, schema) => {
    expect(uncheckedStrings(schema as unknown as SchemaNode, '$')).toEqual([]);
  });

  it('the walk finds a string without a check', () => {
    const careless = v.object({ name: v.pipe(v.string(), v.trim()), tags: v.array(v.optional(v.string())) });
    expect(uncheckedStrings(careless as unknown as SchemaNode, '$')).toEqual(['$.name', '$.tags[]']);
  });

  it.each([
    ['a NUL', 'ab\u0000cd'],
    ['a bell', 'ab\u0007'],
    ['a line break', 'Mona\nAdel'],
    ['DEL', 'Mona\u007f'],
    ['a C1 control', 'Mona\u0085'],
  ])('refuses %s in a name, an e-mail, a search and an id, naming the rule', (_name, text) => {
    const inputs: [v.GenericSchema, unknown][] = [
      [schemas.UpdateProfileBodySchema, { firstName: text, lastName: 'Adel' }],
      [schemas.LoginBodySchema, { email: `${text}@example.com`, password: 'secret1' }],
      [schemas.CourseSearchQuerySchema, { searchTerm: text }],
      [schemas.CoursesByIdsBodySchema, { ids: [text] }],
    ];
    for (const [schema, input] of inputs) {
      const result = v.safeParse(schema, input);
      expect(result.success).toBe(false);
      expect(allMessages(result.issues)).toContain(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it('accepts Arabic, emoji and the ordinary space', () => {
    expect(v.safeParse(schemas.UpdateProfileBodySchema, { firstName: 'منى 🌟', lastName: 'Adel Ali' }).success).toBe(true);
  });

  it('strips control characters from trusted text', () => {
    expect(withoutControlCharacters('Mo\u0000na\n')).toBe('Mona');
  });
});
