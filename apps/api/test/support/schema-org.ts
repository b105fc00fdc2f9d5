import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/*
 * Structured data checked against the schema.org vocabulary (test/schema-org/README.md): every `@type` is a
 * schema.org type, every property one schema.org gives to that type (or to a type it comes from), and every
 * node given as a property's value is of a type the property takes.
 */

interface Term {
  '@id': string;
  '@type': string | string[];
  'rdfs:subClassOf'?: { '@id': string } | Array<{ '@id': string }>;
  'schema:domainIncludes'?: { '@id': string } | Array<{ '@id': string }>;
  'schema:rangeIncludes'?: { '@id': string } | Array<{ '@id': string }>;
}

const ids = (value: { '@id': string } | Array<{ '@id': string }> | undefined) =>
  (value === undefined ? [] : Array.isArray(value) ? value : [value]).map((ref) => ref['@id'].replace(/^schema:/, ''));

const graph = (JSON.parse(gunzipSync(readFileSync(new URL('../schema-org/schemaorg-current-https.jsonld.gz', import.meta.url))).toString('utf8')) as {
  '@graph': Term[];
})['@graph'];

const types = new Map<string, string[]>();
const properties = new Map<string, { domains: string[]; ranges: string[] }>();
for (const term of graph) {
  const kinds = Array.isArray(term['@type']) ? term['@type'] : [term['@type']];
  const name = term['@id'].replace(/^schema:/, '');
  if (kinds.includes('rdfs:Class')) types.set(name, ids(term['rdfs:subClassOf']));
  if (kinds.includes('rdf:Property')) properties.set(name, { domains: ids(term['schema:domainIncludes']), ranges: ids(term['schema:rangeIncludes']) });
}

/** `type` and every type it comes from. */
function lineage(type: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    if (seen.has(name)) return;
    seen.add(name);
    for (const parent of types.get(name) ?? []) visit(parent);
  };
  visit(type);
  return seen;
}

/**
 * What is wrong with `node` (a JSON-LD object with `@type`) as schema.org reads it, as `path: problem` lines.
 * An Action's `{property}-input` annotation (schema.org's Potential Actions) is not a property and is let be.
 */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => schemaOrgProblems(item, `${path}[${index}]`));
  if (typeof node !== 'object' || node === null) return [];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${path}: no @type`];
  if (!types.has(type)) return [`${path}: ${type} is not a schema.org type`];
  const own = lineage(type);
  const problems: string[] = [];
  for (const [key, value] of Object.entries(record)) {
    if (key.startsWith('@')) continue;
    if (key.endsWith('-input') && own.has('Action')) continue;
    const property = properties.get(key);
    if (!property) {
      problems.push(`${path}.${key}: not a schema.org property`);
      continue;
    }
    if (!property.domains.some((domain) => own.has(domain))) problems.push(`${path}.${key}: not a property of ${type}`);
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      const itemPath = Array.isArray(value) ? `${path}.${key}[${index}]` : `${path}.${key}`;
      if (typeof item !== 'object' || item === null) continue;
      const itemType = (item as Record<string, unknown>)['@type'];
      if (typeof itemType === 'string' && types.has(itemType) && !property.ranges.some((range) => lineage(itemType).has(range))) {
        problems.push(`${itemPath}: ${key} takes ${property.ranges.join(' or ')}, not ${itemType}`);
      }
      problems.push(...schemaOrgProblems(item, itemPath));
    }
  }
  return problems;
}
