import { ApiError } from '@dokkho/contract/errors';
import { useMutation } from '@tanstack/react-query';
import { config } from '../../../shared/config';
import { ensureFreshAccessToken } from '../../../shared/auth/session-refresh';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';

/**
 * Downloads an uploaded resume (`/api/jobs/applications/{id}/resume/`). The file is private (the owner and
 * the job's recruiter only), so it is fetched with the bearer token rather than opened as a plain link,
 * then handed to the browser as a download under its own name.
 */
export async function downloadResume(url: string, fileName: string): Promise<void> {
  await ensureFreshAccessToken();
  const token = getAccessToken();
  let response: Response;
  try {
    response = await fetch(`${config.apiBaseUrl}${url}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
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
  const blob = await response.blob();
  const objectUrl = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

export function useDownloadResume() {
  return useMutation({
    mutationFn: ({ url, fileName }: { url: string; fileName: string }) => downloadResume(url, fileName),
  });
}
