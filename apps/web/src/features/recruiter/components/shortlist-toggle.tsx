import clsx from 'clsx';
import { Star } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { useUpdateApplicant } from '../api/applicants';

/**
 * The shortlist star: a toggle button named for the person ("Shortlist Rahim Uddin"), pressed when they are
 * on the list. Errors show in place, under the star's title.
 */
export function ShortlistToggle({
  applicationId,
  name,
  shortlisted,
  withLabel = false,
}: {
  applicationId: number;
  name: string;
  shortlisted: boolean;
  /** Show "Shortlisted" / "Shortlist" beside the star (the detail page); else the star alone. */
  withLabel?: boolean;
}) {
  const { t } = useLingui();
  const update = useUpdateApplicant();
  // Shown as the recruiter chose while the request runs.
  const on = update.isPending ? !shortlisted : shortlisted;
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t`Shortlist ${name}`}
      title={update.isError ? update.error.message : on ? t`On your shortlist` : t`Add to your shortlist`}
      disabled={update.isPending}
      onClick={() => update.mutate({ id: applicationId, body: { shortlisted: !shortlisted } })}
      className={clsx(
        'inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center gap-2 rounded-lg text-sm font-semibold transition-colors hover:bg-accent-50 disabled:opacity-70',
        withLabel && 'px-3 ring-1 ring-slate-300',
        on ? 'text-accent-700' : 'text-slate-500',
        update.isError && 'ring-1 ring-danger-600',
      )}
    >
      <Star aria-hidden="true" className={clsx('size-5', on && 'fill-accent-400 text-accent-600')} />
      {withLabel ? <span aria-hidden="true">{on ? t`Shortlisted` : t`Shortlist`}</span> : null}
    </button>
  );
}
