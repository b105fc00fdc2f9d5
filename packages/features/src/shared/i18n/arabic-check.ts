import { messagesToJSON, type Messages } from '@nanostores/i18n';
import type { ArabicWords } from './i18n';

/** Every `{name}` a message uses, in any of its forms. */
function placeholders(message: unknown, found = new Set<string>()): Set<string> {
  if (typeof message === 'string') for (const [, name] of message.matchAll(/\{(\w+)\}/g)) found.add(name ?? '');
  else if (message && typeof message === 'object') for (const part of Object.values(message)) placeholders(part, found);
  return found;
}

const sorted = (names: Iterable<string>) => [...names].sort().join(', ');

/** Whether `value` is a message store made by `defineMessages`. */
export const isMessageStore = (value: unknown): value is Messages =>
  typeof value === 'object' && value !== null && 'i18n' in value && 'component' in value;

/**
 * What is wrong between some components' English and their Arabic: a component or a key without
 * Arabic, Arabic for nothing, a placeholder that one side uses and the other does not. Empty when all
 * is well. For the tests; `stores` must be every store whose Arabic `components` holds.
 */
export function arabicProblems(stores: readonly Messages[], components: ArabicWords['components']): string[] {
  const problems: string[] = [];
  const english = messagesToJSON(...stores);
  for (const [component, messages] of Object.entries(english)) {
    const arabic = components[component];
    if (!arabic) {
      problems.push(`${component}: no Arabic`);
      continue;
    }
    for (const key of new Set([...Object.keys(messages), ...Object.keys(arabic)])) {
      if (!(key in arabic)) problems.push(`${component}.${key}: no Arabic`);
      else if (!(key in messages)) problems.push(`${component}.${key}: Arabic without English`);
      else if (sorted(placeholders(messages[key])) !== sorted(placeholders(arabic[key])))
        problems.push(`${component}.${key}: placeholders {${sorted(placeholders(messages[key]))}} in English, {${sorted(placeholders(arabic[key]))}} in Arabic`);
    }
  }
  for (const component of Object.keys(components)) if (!(component in english)) problems.push(`${component}: Arabic without English`);
  return problems;
}
