import { Upload, type DetailedError, type PreviousUpload } from 'tus-js-client';
import { formatErrorBody } from '@dokkho/contract/errors';
import { VIDEO_UPLOAD_PATH } from '@dokkho/contract/video';
import { ensureFreshAccessToken } from '../../../shared/auth/session-refresh';
import { getAccessToken } from '../../../shared/auth/token-store';
import { languageHeader } from '../../../shared/api/client';

/**
 * A lesson video's resumable upload (issue 17 item 3) with tus-js-client: 5 MB chunks, each retried on
 * a dropped connection (the server answers where it stopped, and only the rest is sent), and the upload's
 * address kept in localStorage under a fingerprint of the lesson and the file, so choosing the same file
 * after a reload (or a crash) continues where it was.
 */
export const CHUNK_BYTES = 5 * 1024 * 1024;

/** Waits between attempts after a failure: quickly at first, then every 30 s for a long while. */
const RETRY_DELAYS = [0, 1000, 3000, 5000, 10_000, 20_000, ...Array<number>(40).fill(30_000)];

const fingerprintPrefix = (lessonId: number) => `dokkho-video-${lessonId}-`;

function findStored(prefix: string): PreviousUpload[] {
  const found: PreviousUpload[] = [];
  if (typeof localStorage === 'undefined') return found;
  for (let index = 0; index < localStorage.length; index += 1) {
    const key = localStorage.key(index);
    if (!key?.startsWith(prefix)) continue;
    try {
      found.push({
        ...(JSON.parse(localStorage.getItem(key) ?? '') as PreviousUpload),
        urlStorageKey: key,
      });
    } catch {
      // Not ours, or damaged: leave it.
    }
  }
  return found;
}

/**
 * Where upload addresses are kept: localStorage, in tus-js-client's own format (`tus::<fingerprint>::<n>`),
 * spelled out here rather than taken from the library's defaults so the component can list this lesson's
 * unfinished uploads after a reload (and so it works the same wherever the library's build differs).
 */
const urlStorage = {
  async findAllUploads(): Promise<PreviousUpload[]> {
    return findStored('tus::');
  },
  async findUploadsByFingerprint(fingerprint: string): Promise<PreviousUpload[]> {
    return findStored(`tus::${fingerprint}::`);
  },
  async removeUpload(urlStorageKey: string): Promise<void> {
    try {
      localStorage.removeItem(urlStorageKey);
    } catch {
      // Storage off: nothing was kept.
    }
  },
  async addUpload(fingerprint: string, upload: PreviousUpload): Promise<string> {
    const key = `tus::${fingerprint}::${Math.round(Math.random() * 1e12)}`;
    try {
      localStorage.setItem(key, JSON.stringify(upload));
    } catch {
      // Storage off (private mode) or full: the upload still resumes after a drop, not after a reload.
    }
    return key;
  },
};

function fingerprintOf(lessonId: number, file: File): string {
  return `${fingerprintPrefix(lessonId)}${file.name}-${file.size}-${file.lastModified}`;
}

export interface LessonUploadCallbacks {
  onProgress(sent: number, total: number): void;
  onSuccess(): void;
  onError(message: string): void;
}

/** The message of a failed upload: the server's `{"detail"}` in the user's language, or a general one. */
function messageOf(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  const body = response?.getBody();
  if (body) {
    try {
      return formatErrorBody(JSON.parse(body));
    } catch {
      // Not our JSON (a proxy's page): fall through to the general message.
    }
  }
  return '';
}

/** Client errors other than a timeout or a rate limit will not go away by trying again. */
function shouldRetry(error: DetailedError): boolean {
  const status = error.originalResponse?.getStatus() ?? 0;
  if (status === 401) return true; // the token expired mid-upload: the next attempt refreshes it
  return !(
    status >= 400 &&
    status < 500 &&
    status !== 408 &&
    status !== 409 &&
    status !== 423 &&
    status !== 429
  );
}

export function createLessonUpload(lessonId: number, file: File, callbacks: LessonUploadCallbacks): Upload {
  return new Upload(file, {
    endpoint: VIDEO_UPLOAD_PATH,
    chunkSize: CHUNK_BYTES,
    retryDelays: RETRY_DELAYS,
    metadata: { lesson_id: String(lessonId), filename: file.name, filetype: file.type },
    fingerprint: async () => fingerprintOf(lessonId, file),
    storeFingerprintForResuming: true,
    urlStorage,
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(request) {
      await ensureFreshAccessToken();
      const token = getAccessToken();
      if (token) request.setHeader('Authorization', `Bearer ${token}`);
      request.setHeader('Accept-Language', languageHeader()['Accept-Language']);
    },
    onShouldRetry: (error) => shouldRetry(error),
    onProgress: callbacks.onProgress,
    onSuccess: () => callbacks.onSuccess(),
    onError: (error) => callbacks.onError(messageOf(error)),
  });
}

/** Starts the upload, continuing an earlier one of the same file to this lesson when there is one. */
export async function startLessonUpload(upload: Upload): Promise<void> {
  const previous = await upload.findPreviousUploads();
  const latest = previous.sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
  if (latest) upload.resumeFromPreviousUpload(latest);
  upload.start();
}

/** An unfinished upload to this lesson left on this device (a reload, a closed tab), if any. */
export async function findUnfinishedUpload(
  lessonId: number,
): Promise<(PreviousUpload & { fileName: string }) | null> {
  try {
    const all = await urlStorage.findAllUploads();
    const mine = all
      .filter((upload) => upload.urlStorageKey.includes(`::${fingerprintPrefix(lessonId)}`))
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime))[0];
    return mine ? { ...mine, fileName: mine.metadata.filename ?? '' } : null;
  } catch {
    return null;
  }
}

/** How much of an unfinished upload the server holds (a HEAD request), or null when it is gone. */
export async function uploadedBytes(uploadUrl: string): Promise<number | null> {
  await ensureFreshAccessToken();
  const token = getAccessToken();
  try {
    const response = await fetch(uploadUrl, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      cache: 'no-store',
    });
    const offset = Number(response.headers.get('upload-offset'));
    return response.ok && Number.isFinite(offset) ? offset : null;
  } catch {
    return null;
  }
}

/** Forgets an unfinished upload on this device (after cancelling it, or when the server lost it). */
export async function forgetUpload(urlStorageKey: string): Promise<void> {
  await urlStorage.removeUpload(urlStorageKey);
}
