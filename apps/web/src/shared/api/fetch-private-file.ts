import { ApiError } from '@dokkho/contract/errors';
import { ensureFreshAccessToken } from '../auth/session-refresh';
import { clearSession, getAccessToken } from '../auth/token-store';
import { languageHeader } from './client';

/**
 * A PDF (or other file) as a Blob. apiRequest reads every reply as text, so files are fetched here.
 * Failures become the same ApiError as every other call (the server's JSON error when it sent one).
 * `authed` sends the bearer token and the cookies, which a plain link cannot send, and then a 401 signs the
 * user out on this device as every other call does (SPEC.md §4); without it (a public shared link) nothing
 * about the session is sent or changed.
 */
export async function fetchFile(url: string, options: { authed: boolean }): Promise<Blob> {
  const headers: Record<string, string> = { Accept: 'application/pdf', ...languageHeader() };
  if (options.authed) {
    await ensureFreshAccessToken();
    const access = getAccessToken();
    if (access) headers.Authorization = `Bearer ${access}`;
  }
  let response: Response;
  try {
    response = await fetch(url, options.authed ? { headers, credentials: 'include' } : { headers });
  } catch (error) {
    throw ApiError.noResponse(error);
  }
  if (!response.ok) {
    if (options.authed && response.status === 401) clearSession();
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

/** A private file (an invoice, an uploaded resume) with the bearer token: `fetchFile(url, { authed: true })`. */
export function fetchPrivateFile(url: string): Promise<Blob> {
  return fetchFile(url, { authed: true });
}
