import type { AuditEntry } from '@manara/api-client/schemas';
import { useStore } from '@nanostores/react';
import { useMemo } from 'react';
import { adminAuditActionMessages, adminAuditMessages, adminAuditValueMessages, adminAuditWordsMessages } from './auditMessages';
import { useFormats } from './useFormats';

/*
 * The audit log in words (docs/product/admin.md#audit-log, decision 078): actions, objects, fields and values as a
 * reader says them, for the screen and its CSV alike. A code this screen does not know is shown as it is, never
 * dropped.
 */

/** One changed field: its name, and the value before and after in words (absent when the field came or went). */
export interface AuditChange {
  field: string;
  name: string;
  before?: string | undefined;
  after?: string | undefined;
}

const has = <T extends object>(words: T, key: string): key is Extract<keyof T, string> => Object.hasOwn(words, key);

const DATE_FIELDS = new Set(['blockedAt', 'endDate']);
const MONEY_FIELDS = new Set(['currentPrice', 'oldPrice']);
const CODED_FIELDS = new Set(['role', 'status', 'category', 'language']);

/** An instant as Excel reads a date and time: `YYYY-MM-DD HH:mm`, Cairo time. */
const cairoParts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
export function cairoStamp(iso: string): string {
  const part = Object.fromEntries(cairoParts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}`;
}

export function useAuditWords() {
  const t = useStore(adminAuditMessages);
  const actions = useStore(adminAuditActionMessages);
  const words = useStore(adminAuditWordsMessages);
  const values = useStore(adminAuditValueMessages);
  const format = useFormats();

  return useMemo(() => {
    const action = (code: string) => (has(actions, code) ? actions[code] : t.unknownAction({ code }));
    const typeName = (type: string) => (has(words, type) ? words[type] : words.item);
    const object = (entry: AuditEntry) => {
      if (entry.objectLabel === null) return { name: t.unnamed({ type: typeName(entry.objectType), id: entry.objectId.slice(0, 8) }), detail: null };
      return entry.objectLabel;
    };
    const value = (entry: AuditEntry, field: string, raw: unknown): string => {
      if (raw === null || raw === undefined || raw === '') return t.nothing;
      if (typeof raw === 'boolean') return raw ? t.yes : t.no;
      if (typeof raw === 'number') {
        if (MONEY_FIELDS.has(field)) return format.money(raw);
        if (field === 'duration') return t.minutes({ minutes: format.count(raw) })(raw);
        if (field === 'durationSeconds') return format.length(raw);
        return format.count(raw);
      }
      if (typeof raw === 'string') {
        if (DATE_FIELDS.has(field) && !Number.isNaN(Date.parse(raw))) return format.dateTime(raw);
        if (CODED_FIELDS.has(field) && has(values, raw)) return values[raw];
        // A lesson stays in its course: the entry's label names it.
        if (field === 'courseId') return entry.objectLabel?.detail ?? raw.slice(0, 8);
        return raw;
      }
      // A lesson's PDFs, by their names.
      if (Array.isArray(raw)) return raw.length === 0 ? t.nothing : format.list(raw.map(String));
      return JSON.stringify(raw);
    };
    const changes = (entry: AuditEntry): AuditChange[] =>
      [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].map((field) => ({
        field,
        name: has(words, field) ? words[field] : field,
        before: field in entry.before ? value(entry, field, entry.before[field]) : undefined,
        after: field in entry.after ? value(entry, field, entry.after[field]) : undefined,
      }));
    /** The log as CSV rows, a header first: one row per changed field, so a spreadsheet can sort and filter them. */
    const csvRows = (entries: readonly AuditEntry[]): string[][] => [
      [t.csvWhen, t.csvWho, t.csvAction, t.csvObject, t.csvField, t.csvBefore, t.csvAfter],
      ...entries.flatMap((entry) => {
        const named = object(entry);
        const start = [cairoStamp(entry.createdAt), entry.actorEmail, action(entry.action), named.detail === null ? named.name : `${named.name} (${named.detail})`];
        const lines = changes(entry);
        return lines.length === 0 ? [[...start, '', '', '']] : lines.map((line) => [...start, line.name, line.before ?? '', line.after ?? '']);
      }),
    ];
    return { t, action, object, changes, csvRows };
  }, [t, actions, words, values, format]);
}
