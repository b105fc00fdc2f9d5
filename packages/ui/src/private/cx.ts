/** Joins class names, skipping the empty ones, so callers can pass conditions inline. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
