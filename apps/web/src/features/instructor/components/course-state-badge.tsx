import clsx from 'clsx';
import { useLingui } from '@lingui/react';
import type { CourseState } from '@dokkho/contract/teaching';
import { STATE_LABELS, STATE_STYLES } from '../lib/states';

/** Draft, In review, Published or Archived, as a small pill. */
export function CourseStateBadge({ state }: { state: CourseState }) {
  const { i18n } = useLingui();
  return (
    <span
      className={clsx(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        STATE_STYLES[state],
      )}
    >
      {i18n._(STATE_LABELS[state])}
    </span>
  );
}
