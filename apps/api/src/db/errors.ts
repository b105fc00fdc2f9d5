/** PostgreSQL's unique_violation, whether the driver error comes bare or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; typeof current === 'object' && current !== null; current = (current as { cause?: unknown }).cause) {
    if ('code' in current && current.code === '23505') return true;
  }
  return false;
}
