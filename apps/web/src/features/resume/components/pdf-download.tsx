import clsx from 'clsx';
import { Download } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '../../../shared/ui/button';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** "Download PDF" for a PDF the server renders (`downloadPdf`), disabled while it is being made. */
export function PdfDownloadButton({
  pending,
  ...props
}: Omit<ButtonProps, 'disabled'> & { pending: boolean }) {
  const { t } = useLingui();
  return (
    <Button {...props} disabled={pending}>
      {pending ? (
        <SubmitProgress label={t`Preparing the PDF…`} />
      ) : (
        <>
          <Download aria-hidden="true" className="size-4" />
          <Trans>Download PDF</Trans>
        </>
      )}
    </Button>
  );
}

/**
 * What the page shows once `downloadPdf` fell back to the browser's print dialog (no server PDF); goes
 * inside the caller's `aria-live` region.
 */
export function PdfPrintedNote({
  outcome,
  className,
}: {
  outcome: 'downloaded' | 'printed' | undefined;
  className?: string;
}) {
  return outcome === 'printed' ? (
    <p className={clsx(className, 'text-sm text-slate-700')}>
      <Trans>
        Your browser’s print window opened: choose “Save as PDF” as the printer to keep the resume as a file.
      </Trans>
    </p>
  ) : null;
}
