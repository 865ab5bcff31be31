import { getDocumentProxy } from 'unpdf';

/**
 * Whether an upload is a PDF a reader can open: it starts with `%PDF-` (ISO 32000-1 §7.5.2) and pdf.js
 * (through unpdf) finds its cross-reference table or rebuilds it, reaches the catalog and loads page 1.
 * The magic bytes alone let through any file that merely starts with them (an HTML page, say).
 *
 * The work is bounded: the caller has already capped the size, and only the document's structure and its
 * first page's dictionary are read; no page is rendered, no text extracted, no font loaded, no script run
 * (this pdf.js build has no eval).
 */
export async function isReadablePdf(buffer: Buffer): Promise<boolean> {
  if (buffer.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // A copy: pdf.js may take ownership of (detach) the array it is given.
    pdf = await getDocumentProxy(new Uint8Array(buffer), {
      disableFontFace: true,
      stopAtErrors: true,
      // Damaged files are the uploader's problem, answered with a 400; pdf.js need not log them.
      verbosity: 0,
    });
    if (pdf.numPages < 1) return false;
    await pdf.getPage(1);
    return true;
  } catch {
    // pdf.js rejects what it cannot read (InvalidPDFException, "Invalid page request", ...).
    return false;
  } finally {
    await pdf?.loadingTask.destroy();
  }
}
