/**
 * Saves a file the page fetched itself (an invoice, a resume PDF or JSON export, which need the bearer
 * token or come from a fetch) under `fileName`, through a temporary object URL. A separate module so tests
 * can watch it instead of saving.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: the click has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
