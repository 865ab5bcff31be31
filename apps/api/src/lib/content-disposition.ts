/**
 * `Content-Disposition: attachment` with the file's own name: ASCII in `filename` (quotes, backslashes and
 * semicolons replaced), the real name, Bangla included, in `filename*` (RFC 6266).
 */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
