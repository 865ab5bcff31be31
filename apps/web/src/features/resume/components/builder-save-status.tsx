import clsx from 'clsx';
import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SaveStatus } from '../lib/use-resume-autosave';

/**
 * The autosave's line: what happened to the last change, in words (DESIGN.md: honest states). Always
 * present (role=status) so a screen reader hears each change without focus moving.
 */
export function BuilderSaveStatus({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  const { t } = useLingui();
  let icon = null;
  let text = '';
  let tone = 'text-slate-600';
  switch (status.kind) {
    case 'idle':
      text = t`Changes save as you type`;
      break;
    case 'pending':
    case 'saving':
      icon = <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
      text = t`Saving…`;
      break;
    case 'saved':
      icon = <Check aria-hidden="true" className="size-4" />;
      text = t`Saved`;
      tone = 'text-success-700';
      break;
    case 'invalid':
      icon = <TriangleAlert aria-hidden="true" className="size-4" />;
      text = t`Fix the marked fields to save them (kept on this device)`;
      tone = 'text-warning-700';
      break;
    case 'offline':
      icon = <CloudOff aria-hidden="true" className="size-4" />;
      text = t`Offline — changes kept on this device`;
      tone = 'text-warning-700';
      break;
    case 'error':
      icon = <TriangleAlert aria-hidden="true" className="size-4" />;
      text = t`Couldn’t save`;
      tone = 'text-danger-700';
      break;
    case 'stale':
    case 'older-draft':
      icon = <TriangleAlert aria-hidden="true" className="size-4" />;
      text = t`Not saved: see the message above the form`;
      tone = 'text-danger-700';
      break;
  }
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-2 text-sm">
      <p role="status" className={clsx('inline-flex items-center gap-1.5 font-medium', tone)}>
        {icon}
        {text}
      </p>
      {status.kind === 'error' ? (
        <>
          <span className="text-slate-600">{status.message}</span>
          <button
            type="button"
            onClick={onRetry}
            className="min-h-11 font-semibold text-primary-700 underline underline-offset-2"
          >
            <Trans>Try again</Trans>
          </button>
        </>
      ) : null}
    </div>
  );
}
