/**
 * Starts a file download without leaving the page: the server answers the handbook with
 * `Content-Disposition: attachment`, so following the link saves the file and the page stays put (the
 * thank-you message remains visible). A separate module so tests can watch it instead of navigating.
 */
export function startDownload(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.download = '';
  document.body.append(link);
  link.click();
  link.remove();
}
