import { Link } from 'react-router';
import clsx from 'clsx';
import type { ApplicantRow } from '@dokkho/contract/hiring';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { applicantHref } from '../lib/paths';
import { CandidateAvatar } from './candidate-avatar';
import { ScorePill } from './match-breakdown';
import { ShortlistToggle } from './shortlist-toggle';
import { StageBadge } from './stage-badge';

const RESUME_KIND_NOTE: Record<ApplicantRow['resume_kind'], MessageDescriptor> = {
  upload: msg`PDF resume`,
  built: msg`Resume built on Dokkho`,
  profile: msg`Dokkho profile`,
};

/**
 * One applicant in a list: a card on a phone, a row from 640px. The name links to the applicant; the
 * optional checkbox selects them for a bulk move; the star shortlists them.
 */
export function ApplicantListItem({
  row,
  selected,
  onSelect,
  showJob = false,
}: {
  row: ApplicantRow;
  /** Omit both to show the row without a checkbox. */
  selected?: boolean;
  onSelect?: (checked: boolean) => void;
  /** Across posts (the shortlist, the dashboard): say which post. */
  showJob?: boolean;
}) {
  const { i18n } = useLingui();
  const format = useFormat();
  const name = row.name;
  const appliedOn = format.date(row.applied_at);
  return (
    <li
      className={clsx(
        'flex items-start gap-3 rounded-card bg-white p-3 shadow-card ring-1 ring-slate-200 sm:rounded-none sm:p-4 sm:shadow-none sm:ring-0',
        selected && 'bg-primary-50/70 ring-primary-300',
        row.withdrawn && 'opacity-80',
      )}
    >
      {onSelect ? (
        <label className="-m-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center">
          <input
            type="checkbox"
            checked={selected ?? false}
            onChange={(event) => onSelect(event.target.checked)}
            className="size-5 accent-primary-700"
          />
          <span className="sr-only">
            <Trans>Select {name}</Trans>
          </span>
        </label>
      ) : null}
      <CandidateAvatar name={row.name} picture={row.profile_picture} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={applicantHref(row.id)}
            className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-primary-800 hover:underline"
          >
            {row.name}
          </Link>
          {row.is_new ? (
            <span className="inline-flex items-center gap-1 text-xs font-semibold text-primary-700">
              <span aria-hidden="true" className="size-2 rounded-full bg-primary-600" />
              <Trans>New</Trans>
            </span>
          ) : null}
        </div>
        {row.headline ? <p className="text-sm break-words text-slate-600">{row.headline}</p> : null}
        <p className="mt-1 text-xs text-slate-500">
          {showJob ? `${row.job_title} · ` : ''}
          <Trans>Applied {appliedOn}</Trans>
          {' · '}
          {i18n._(RESUME_KIND_NOTE[row.resume_kind])}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 sm:hidden">
          <ScorePill total={row.match_total} />
          <StageBadge stage={row.stage} withdrawn={row.withdrawn} />
        </div>
      </div>
      <div className="hidden shrink-0 items-center gap-3 sm:flex">
        <ScorePill total={row.match_total} />
        <span className="w-24 text-right">
          <StageBadge stage={row.stage} withdrawn={row.withdrawn} />
        </span>
      </div>
      <ShortlistToggle applicationId={row.id} name={row.name} shortlisted={row.shortlisted} />
    </li>
  );
}

/** The list around ApplicantListItem: spaced cards on a phone, one divided panel from 640px. */
export function applicantListClasses(busy: boolean) {
  return clsx(
    'space-y-2 sm:space-y-0 sm:divide-y sm:divide-slate-100 sm:overflow-hidden sm:rounded-card sm:bg-white sm:shadow-card sm:ring-1 sm:ring-slate-200',
    busy && 'opacity-60',
  );
}
