const KB = 1024;
const MB = 1024 * KB;

/** A file's size in the reader's language: kilobytes below a megabyte, else megabytes, to one decimal. */
export function formatFileSize(bytes: number, intlLocale: string): string {
  const [value, unit] = bytes < MB ? [Math.max(1, Math.round(bytes / KB)), 'kilobyte'] : [Math.round((bytes / MB) * 10) / 10, 'megabyte'];
  return new Intl.NumberFormat(intlLocale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
