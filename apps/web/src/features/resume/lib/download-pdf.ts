import { ApiError } from '@dokkho/contract/errors';
import { fetchPrivateFile } from '../../../shared/api/fetch-private-file';

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
    blob = options.authed ? await fetchPrivateFile(options.url) : await fetchPublicFile(options.url);
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

async function fetchPublicFile(url: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { Accept: 'application/pdf' } });
  } catch (error) {
    throw ApiError.noResponse(error);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the formatter says something general.
    }
    throw ApiError.fromResponse(response.status, body);
  }
  return response.blob();
}

/** Saves the fetched file under `fileName` through a temporary object URL. */
function saveBlob(blob: Blob, fileName: string): void {
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
