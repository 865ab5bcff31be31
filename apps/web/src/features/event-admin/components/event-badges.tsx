import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { EventKind, EventState } from '@dokkho/contract/events';
import { KIND_LABELS, STATE_LABELS } from '../lib/labels';

const STATE_TONE: Record<EventState, string> = {
  upcoming: 'bg-primary-50 text-primary-800',
  live: 'bg-danger-50 text-danger-700',
  ended: 'bg-slate-100 text-slate-700',
  cancelled: 'bg-amber-50 text-amber-800',
};

export function EventStateBadge({ state }: { state: EventState }) {
  const { i18n } = useLingui();
  return (
    <span
      data-testid="event-state"
      className={clsx('rounded-full px-2 py-0.5 text-xs font-bold', STATE_TONE[state])}
    >
      {i18n._(STATE_LABELS[state])}
    </span>
  );
}

export function EventKindBadge({ kind }: { kind: EventKind }) {
  const { i18n } = useLingui();
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
      {i18n._(KIND_LABELS[kind])}
    </span>
  );
}
