import { useState } from 'react';
import { ChevronDown, FilePen } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';
import { config } from '../../../shared/config';
import { useMediaQuery } from '../../../shared/hooks/use-media-query';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { fileSafeName } from '../api/resumes';
import { downloadPdf } from '../lib/download-pdf';
import { PdfDownloadButton, PdfPrintedNote } from './pdf-download';
import { ResumePreview } from './resume-preview';

/** One frame for the next paint: the sheet must be on the page before the browser prints it. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A resume built on Dokkho as it was sent with an application (the snapshot, so later edits do not change
 * it): the sheet itself, and its PDF (`resume.url`, signed in). On a phone the sheet waits behind "View
 * resume", so the page's other sections stay in reach.
 */
export function BuiltResumeView({
  title,
  pdfUrl,
  document,
  settings,
  note,
}: {
  title: string;
  pdfUrl: string | null;
  document: ResumeDocument;
  settings: ResumeSettings;
  /** A line under the title ("Sent on 24 November; later edits are not included"). */
  note?: string;
}) {
  const { t } = useLingui();
  const wide = useMediaQuery('(min-width: 640px)');
  const [opened, setOpened] = useState(false);
  const open = wide || opened;
  const download = useMutation({
    mutationFn: async (url: string) => {
      // Without a server PDF the browser prints the sheet: it must be shown first.
      setOpened(true);
      await nextPaint();
      return downloadPdf({
        url: `${config.apiBaseUrl}${url}`,
        fileName: `${fileSafeName(title)}.pdf`,
        authed: true,
      });
    },
  });
  return (
    <div>
      <div className="flex items-start gap-3">
        <FilePen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
        <div className="min-w-0 flex-1">
          <p className="truncate font-medium text-slate-800">{title}</p>
          {note ? <p className="text-sm text-slate-600">{note}</p> : null}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        {pdfUrl ? (
          <PdfDownloadButton
            variant="secondary"
            size="sm"
            onClick={() => download.mutate(pdfUrl)}
            pending={download.isPending}
          />
        ) : null}
        {!wide ? (
          <Button variant="secondary" size="sm" aria-expanded={open} onClick={() => setOpened(!opened)}>
            <ChevronDown aria-hidden="true" className={open ? 'size-4 rotate-180' : 'size-4'} />
            {open ? t`Hide resume` : t`View resume`}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        <PdfPrintedNote outcome={download.data} className="mt-2" />
      </div>
      {download.error ? (
        <div className="mt-3">
          <FormAlert>{download.error.message}</FormAlert>
        </div>
      ) : null}
      {open ? (
        <div className="mt-4 rounded-lg bg-slate-100 p-2 ring-1 ring-slate-200 sm:p-4">
          <ResumePreview document={document} settings={settings} printable />
        </div>
      ) : null}
    </div>
  );
}
