import { ApiError } from '@dokkho/contract/errors';
import { fetchFile } from '../../../shared/api/fetch-private-file';
import { saveBlob } from '../../../shared/lib/save-blob';

/**
 * Downloads a resume or cover-letter PDF the server renders (`.../pdf/`). A server without Chromium
 * answers 503 (RESUME_PDF_MESSAGES.unavailable; also when it is too busy): the page then opens the
 * browser's print dialog on the printable preview instead, and the caller explains "Save as PDF".
 * The returned value says which happened.
 */
export async function downloadPdf(options: {
  url: string;
  fileName: string;
  /** Send the bearer token (the owner's own resume); false for a public shared link. */
  authed: boolean;
}): Promise<'downloaded' | 'printed'> {
  let blob: Blob;
  try {
    blob = await fetchFile(options.url, { authed: options.authed });
  } catch (error) {
    if (error instanceof ApiError && error.status === 503) {
      // A font still loading would print in a fallback face (Bangla boxes at worst): wait for it.
      await document.fonts?.ready;
      window.print();
      return 'printed';
    }
    throw error;
  }
  saveBlob(blob, options.fileName);
  return 'downloaded';
}
