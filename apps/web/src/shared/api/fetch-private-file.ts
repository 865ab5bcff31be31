import { ApiError } from '@dokkho/contract/errors';
import { ensureFreshAccessToken } from '../auth/session-refresh';
import { clearSession, getAccessToken } from '../auth/token-store';

/**
 * A private PDF (an invoice, an uploaded resume) as a Blob. These need the bearer token, which a plain link
 * cannot send, and apiRequest reads every reply as text, so they are fetched here. Failures become the
 * same ApiError as every other call (the server's JSON error when it sent one), and a 401 signs the user
 * out on this device as every other call does (SPEC.md §4).
 */
export async function fetchPrivateFile(url: string): Promise<Blob> {
  await ensureFreshAccessToken();
  const access = getAccessToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { Accept: 'application/pdf', ...(access ? { Authorization: `Bearer ${access}` } : {}) },
      credentials: 'include',
    });
  } catch (error) {
    throw ApiError.noResponse(error);
  }
  if (!response.ok) {
    if (response.status === 401) clearSession();
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
