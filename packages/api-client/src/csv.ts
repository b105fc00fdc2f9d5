/*
 * The one CSV writer, for the server's reports and the back office's audit log export (decision 078).
 * CSV as RFC 4180 writes it, safe to open in a spreadsheet: a cell that a spreadsheet would read as a
 * formula (starting with =, +, -, @, a tab or a carriage return) gets a leading apostrophe.
 */

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Excel reads a CSV file as UTF-8 only when it starts with the byte order mark; without it Arabic comes out garbled. */
const UTF8_BOM = '\uFEFF';

/** Lines joined with CRLF, as the RFC asks, ending with one; the byte order mark first, for Excel. */
export const toCsv = (rows: ReadonlyArray<ReadonlyArray<string | number>>): string => UTF8_BOM + rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
