import { useMutation } from '@tanstack/react-query';
import { fetchPrivateFile } from '../../../shared/api/fetch-private-file';
import { config } from '../../../shared/config';

/**
 * An applicant's uploaded PDF (ResumeInfo.url, `/api/jobs/applications/{id}/resume/`). It needs the bearer
 * token, which a plain link cannot send, so it is fetched and shown from a blob URL in the tab opened on
 * the click (opened first, synchronously, so the browser does not block it as a pop-up).
 */
export function fetchResume(url: string): Promise<Blob> {
  return fetchPrivateFile(`${config.apiBaseUrl}${url}`);
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
