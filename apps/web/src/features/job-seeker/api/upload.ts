import { ApiError } from '@dokkho/contract/errors';
import { apiUrl, languageHeader } from '../../../shared/api/client';
import { ensureFreshAccessToken } from '../../../shared/auth/session-refresh';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';

/**
 * A multipart POST that reports how much of the body has gone out. fetch() cannot tell upload progress, and a
 * 5 MB resume on mobile data takes long enough that a silent button looks broken (DESIGN.md principle 4:
 * every long action shows progress), so this one call uses XMLHttpRequest. Everything else about it is
 * the shared client's: the bearer token (refreshed first), the refresh cookie, a 401 signing out, and every
 * failure an ApiError formatted per SPEC.md §8.
 */
export async function postFormWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<T> {
  await ensureFreshAccessToken();
  const token = getAccessToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', languageHeader()['Accept-Language']);
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      let body: unknown = text;
      if (text && xhr.getResponseHeader('content-type')?.includes('json')) {
        try {
          body = JSON.parse(text);
        } catch {
          body = text;
        }
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve((text ? body : undefined) as T);
        return;
      }
      if (xhr.status === 401) clearSession();
      const retryAfter = xhr.getResponseHeader('retry-after');
      reject(
        ApiError.fromResponse(
          xhr.status,
          body,
          retryAfter && /^\d+$/.test(retryAfter.trim()) ? Number(retryAfter) : undefined,
        ),
      );
    };
    xhr.onerror = () => reject(ApiError.noResponse(new Error('The upload did not reach the server')));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}
