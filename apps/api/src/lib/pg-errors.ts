/**
 * PostgreSQL error classes, read through drizzle's wrapping (the driver error is the `cause`), the same
 * on node-postgres and PGlite.
 */
function pgError(error: unknown, sqlState: string): { constraint: string } | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as Error & { code?: unknown; constraint?: unknown };
    if (code === sqlState) return { constraint: typeof constraint === 'string' ? constraint : '' };
  }
  return undefined;
}

/** 23505 unique_violation, with the constraint's name when the driver gives it. */
export function uniqueViolation(error: unknown) {
  return pgError(error, '23505');
}

/** 23503 foreign_key_violation: a row others still point at. */
export function foreignKeyViolation(error: unknown) {
  return pgError(error, '23503');
}
