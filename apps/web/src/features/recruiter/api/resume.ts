import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@dokkho/contract/errors';
import { config } from '../../../shared/config';
import { ensureFreshAccessToken } from '../../../shared/auth/session-refresh';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';

/**
 * An applicant's uploaded PDF (ResumeInfo.url, `/api/jobs/applications/{id}/resume/`). It needs the bearer
 * token, which a plain link cannot send, so it is fetched and shown from a blob URL in the tab opened on
 * the click (opened first, synchronously, so the browser does not block it as a pop-up).
 */
export async function fetchResume(url: string): Promise<Blob> {
  await ensureFreshAccessToken();
  const access = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${url}`, {
      headers: { Accept: 'application/pdf', ...(access ? { Authorization: `Bearer ${access}` } : {}) },
      credentials: 'include',
    });
  } catch (error) {
    throw ApiError.noResponse(error);
  }
  if (!response.ok) {
    if (response.status === 401) clearSession();
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    throw ApiError.fromResponse(response.status, body);
  }
  return response.blob();
}

export function useOpenResume() {
  return useMutation({
    mutationFn: async (url: string) => {
      const tab = window.open('', '_blank');
      try {
        const blob = await fetchResume(url);
        const objectUrl = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        if (tab) tab.location.href = objectUrl;
        else window.location.assign(objectUrl);
        // Kept for a minute: the new tab has loaded the PDF by then.
        setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
  });
}
