import { TriangleAlert } from 'lucide-react';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import type { SaveStatus } from '../lib/use-resume-autosave';

/**
 * The two cases where saving stops until the person chooses (nothing is overwritten silently): the
 * resume was changed in another tab or device (409), or this device holds changes made on an older copy.
 */
export function BuilderConflict({
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
  const when = status.kind === 'older-draft' && status.savedAt ? new Date(status.savedAt) : null;
  const savedAt = when && !Number.isNaN(when.getTime()) ? format.dateTime(when) : null;
  return (
    <div role="alert" className="mb-4 rounded-card border border-warning-700/30 bg-warning-50 p-4">
      <div className="flex gap-3">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-warning-700" />
        <div className="min-w-0 space-y-2 text-sm text-slate-800">
          {status.kind === 'stale' ? (
            <>
              <p className="font-semibold">{status.message}</p>
              <p>
                <Trans>Your latest changes are kept on this device until you choose.</Trans>
              </p>
            </>
          ) : (
            <>
              <p className="font-semibold">
                {savedAt ? (
                  <Trans>This device has changes you did not save (from {savedAt}).</Trans>
                ) : (
                  <Trans>This device has changes you did not save.</Trans>
                )}
              </p>
              <p>
                <Trans>The resume was changed somewhere else since. Choose which version to keep.</Trans>
              </p>
            </>
          )}
          <div className="flex flex-col gap-2 pt-1 sm:flex-row">
            <Button onClick={onLoadLatest}>
              <Trans>Load the latest</Trans>
            </Button>
            <Button variant="secondary" onClick={onKeepMine}>
              <Trans>Keep my changes</Trans>
            </Button>
          </div>
          <p className="text-slate-600">
            <Trans>“Keep my changes” replaces only the sections you changed here.</Trans>
          </p>
        </div>
      </div>
    </div>
  );
}
