import clsx from 'clsx';
import { Download } from 'lucide-react';
import { Button, type ButtonProps } from '../../../shared/ui/button';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** What the page shows after `downloadPdf` fell back to the browser's print dialog (no server PDF). */
export const PRINTED_NOTE =
  'Your browser’s print window opened: choose “Save as PDF” as the printer to keep the resume as a file.';

/** "Download PDF" for a PDF the server renders (`downloadPdf`), disabled while it is being made. */
export function PdfDownloadButton({
  pending,
  ...props
}: Omit<ButtonProps, 'disabled'> & { pending: boolean }) {
  return (
    <Button {...props} disabled={pending}>
      {pending ? (
        <SubmitProgress label="Preparing the PDF…" />
      ) : (
        <>
          <Download aria-hidden="true" className="size-4" />
          Download PDF
        </>
      )}
    </Button>
  );
}

/** PRINTED_NOTE once `downloadPdf` answered 'printed'; goes inside the caller's `aria-live` region. */
export function PdfPrintedNote({
  outcome,
  className,
}: {
  outcome: 'downloaded' | 'printed' | undefined;
  className?: string;
}) {
  return outcome === 'printed' ? (
    <p className={clsx(className, 'text-sm text-slate-700')}>{PRINTED_NOTE}</p>
  ) : null;
}
