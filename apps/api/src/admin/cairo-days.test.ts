import { describe, expect, it } from 'vitest';
import { cairoDay, cairoMidnight, daysBetween } from './cairo-days';
import { csvCell, toCsv } from '@manara/api-client/csv';

describe('Cairo days', () => {
  it('start at midnight in Cairo: two hours before UTC in winter, three in summer time', () => {
    expect(cairoMidnight('2025-01-15').toISOString()).toBe('2025-01-14T22:00:00.000Z');
    expect(cairoMidnight('2025-07-15').toISOString()).toBe('2025-07-14T21:00:00.000Z');
  });

  it('name the day an instant falls on in Cairo, not in UTC', () => {
    expect(cairoDay(new Date('2025-01-31T22:30:00Z'))).toBe('2025-02-01');
    expect(cairoDay(new Date('2025-01-31T21:59:59Z'))).toBe('2025-01-31');
  });

  it('list every day of a range, both ends included, across a month end', () => {
    expect(daysBetween('2025-01-30', '2025-02-02')).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(daysBetween('2025-03-01', '2025-03-01')).toEqual(['2025-03-01']);
  });
});

describe('CSV', () => {
  it('quotes what RFC 4180 asks to, and doubles quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('turns a cell a spreadsheet would run as a formula into text', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) expect(csvCell(`${start}SUM(A1)`).startsWith(`'${start}`) || csvCell(`${start}SUM(A1)`).startsWith(`"'${start}`)).toBe(true);
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(toCsv([['a', 'b'], [1, '-2']])).toBe("\uFEFFa,b\r\n1,'-2\r\n");
  });
});
