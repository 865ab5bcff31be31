import clsx from 'clsx';
import { Check, CloudOff, LoaderCircle, TriangleAlert } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import type { SaveStatus } from '../lib/use-course-autosave';

/** The autosave's line, always present (role=status) so a screen reader hears each change. */
export function SaveStatusLine({
  status,
  onRetry,
  queued = 0,
  dropped = 0,
}: {
  status: SaveStatus;
  onRetry: () => void;
  /** Curriculum changes (add, rename, delete, reorder) waiting on this device to be sent. */
  queued?: number;
  /** Curriculum changes dropped because what they named was deleted elsewhere. */
  dropped?: number;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const queuedText = format.number(queued);
  const droppedText = format.number(dropped);
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
      text = t`Offline: kept on this device, will retry`;
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
      text = t`Not saved: see the message above`;
      tone = 'text-danger-700';
      break;
  }
  return (
    <div className="flex min-h-11 flex-wrap items-center gap-x-2 text-sm">
      <p role="status" className={clsx('inline-flex items-center gap-1.5 font-medium', tone)}>
        {icon}
        <span>
          {text}
          {queued > 0 && status.kind !== 'saving' ? (
            <span className="font-normal text-slate-700">
              <span aria-hidden="true"> · </span>
              {t`${plural(queued, {
                one: `${queuedText} curriculum change waits to be sent`,
                other: `${queuedText} curriculum changes wait to be sent`,
              })}`}
            </span>
          ) : null}
        </span>
      </p>
      {dropped > 0 ? (
        <span className="text-warning-700">
          {t`${plural(dropped, {
            one: `${droppedText} curriculum change was dropped: what it changed was deleted elsewhere`,
            other: `${droppedText} curriculum changes were dropped: what they changed was deleted elsewhere`,
          })}`}
        </span>
      ) : null}
      {status.kind === 'error' || status.kind === 'offline' ? (
        <>
          {status.kind === 'error' ? <span className="text-slate-600">{status.message}</span> : null}
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

/** Saving stops until the person chooses: changed elsewhere (409), or older changes on this device. */
export function SaveConflict({
  status,
  onLoadLatest,
  onKeepMine,
}: {
  status: SaveStatus;
  onLoadLatest: () => void;
  onKeepMine: () => void;
}) {
  const format = useFormat();
  if (status.kind !== 'stale' && status.kind !== 'older-draft') return null;
  const when = status.kind === 'older-draft' ? new Date(status.savedAt) : null;
  const savedAt = when && !Number.isNaN(when.getTime()) ? format.dateTime(when) : null;
  return (
    <div role="alert" className="mb-4 rounded-card border border-warning-700/30 bg-warning-50 p-4 text-sm">
      {status.kind === 'stale' ? (
        <p className="font-semibold text-slate-900">{status.message}</p>
      ) : (
        <p className="font-semibold text-slate-900">
          {savedAt ? (
            <Trans>This device has changes you did not save (from {savedAt}).</Trans>
          ) : (
            <Trans>This device has changes you did not save.</Trans>
          )}
        </p>
      )}
      <p className="mt-1 text-slate-700">
        <Trans>The course was changed somewhere else since. Choose which version to keep.</Trans>
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onLoadLatest}>
          <Trans>Load the latest</Trans>
        </Button>
        <Button variant="secondary" onClick={onKeepMine}>
          <Trans>Keep my changes</Trans>
        </Button>
      </div>
    </div>
  );
}
