/**
 * A PostgreSQL array literal, passed as one text parameter and cast in the statement: the same on
 * node-postgres and PGlite, which pass a JavaScript array differently. `null` is SQL NULL.
 */
export function pgArray(values: readonly (string | number | null)[]): string {
  const items = values.map((value) => {
    if (value === null) return 'NULL';
    if (typeof value === 'number') return String(value);
    return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  });
  return `{${items.join(',')}}`;
}
