import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import type { EventKind } from '../api/types';

export function KindBadge({ kind, className }: { kind: EventKind; className?: string }) {
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide uppercase',
        kind === 'masterclass' ? 'bg-accent-100 text-accent-800' : 'bg-primary-50 text-primary-800',
        className,
      )}
    >
      {kind === 'masterclass' ? <Trans>Masterclass</Trans> : <Trans>Free class</Trans>}
    </span>
  );
}
