import { useMutation } from '@tanstack/react-query';
import { fetchPrivateFile } from '../../../shared/api/fetch-private-file';
import { config } from '../../../shared/config';

/**
 * Downloads an uploaded resume (`/api/jobs/applications/{id}/resume/`). The file is private (the owner and
 * the job's recruiter only), so it is fetched with the bearer token rather than opened as a plain link,
 * then handed to the browser as a download under its own name.
 */
export async function downloadResume(url: string, fileName: string): Promise<void> {
  const blob = await fetchPrivateFile(`${config.apiBaseUrl}${url}`);
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
