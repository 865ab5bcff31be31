import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Eye, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResumeDocument, ResumeSettings } from '@dokkho/contract/resume';
import { Button } from '../../../shared/ui/button';
import { ResumePreview } from './resume-preview';

/**
 * The live preview beside the form on a wide screen (sticky, scaled to the column), and on a phone a
 * "Preview" button that opens it full screen: the form keeps the whole width while typing.
 */
export function BuilderPreviewPanel({
  document,
  settings,
}: {
  document: ResumeDocument;
  settings: ResumeSettings;
}) {
  const { t } = useLingui();
  return (
    <aside aria-label={t`Preview`} className="hidden @6xl:block">
      <div className="sticky top-20">
        <p className="mb-2 text-sm font-medium text-slate-600">
          <Trans>Preview</Trans>
        </p>
        <div className="max-h-[calc(100svh-7rem)] overflow-y-auto rounded-card bg-slate-200 p-3 shadow-inner">
          <ResumePreview document={document} settings={settings} />
        </div>
      </div>
    </aside>
  );
}

export function BuilderPreviewButton({
  document,
  settings,
}: {
  document: ResumeDocument;
  settings: ResumeSettings;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <Button variant="secondary" size="sm" className="@6xl:hidden">
          <Eye aria-hidden="true" className="size-4" />
          <Trans>Preview</Trans>
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[100] animate-fade-in bg-slate-900/60" />
        <Dialog.Content className="fixed inset-x-0 top-0 bottom-0 z-[110] flex animate-dialog-in flex-col bg-slate-100 focus:outline-none sm:inset-x-6 sm:top-6 sm:bottom-6 sm:rounded-card">
          <div className="flex h-14 shrink-0 items-center justify-between border-b border-slate-200 bg-white pr-1 pl-4 sm:rounded-t-card">
            <Dialog.Title className="font-bold text-slate-900">
              <Trans>Preview</Trans>
            </Dialog.Title>
            <Dialog.Description className="sr-only">
              <Trans>How your resume looks with what you typed.</Trans>
            </Dialog.Description>
            <Dialog.Close
              aria-label={t`Close the preview`}
              className="inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-3">
            <ResumePreview document={document} settings={settings} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
