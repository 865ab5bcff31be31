/**
 * A "contains" pattern for LIKE/ILIKE from what a person typed: `%`, `_` and `\` are literal characters,
 * not wildcards (PostgreSQL's default escape character is the backslash).
 */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
