/**
 * The constraint a unique-index violation names ('' when the driver gave none), from
 * node-postgres or PGlite, possibly wrapped by Drizzle; undefined for any other error.
 */
export function uniqueViolation(err: unknown): string | undefined {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return e.constraint ?? '';
    e = e.cause as typeof e;
  }
  return undefined;
}
