import { Link } from 'react-router';
import { ArrowRight, CheckCircle2 } from 'lucide-react';
import type { SeekerProfile } from '@dokkho/contract/hiring';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { missingItemHref } from '../lib/paths';

/**
 * The checklist's items as the API words them (apps/api/src/modules/job-seeker/profile.ts), in the
 * interface language; an item added there and not here still shows, in English.
 */
const MISSING_ITEM_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  'Add a headline that says what you do': msg`Add a headline that says what you do`,
  'Add your work experience (internships count)': msg`Add your work experience (internships count)`,
  'Add your education': msg`Add your education`,
  'Add at least 3 skills': msg`Add at least 3 skills`,
  'Say where you live or want to work': msg`Say where you live or want to work`,
  'Write a few lines about yourself': msg`Write a few lines about yourself`,
  'Add a profile picture': msg`Add a profile picture`,
};

/**
 * "How complete is my profile?" with each missing item as a link to the page that has its field. Recruiters
 * find and rank people by these fields, so the nudge says why it matters.
 */
export function CompletenessCard({ completeness }: { completeness: SeekerProfile['completeness'] }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { percent, missing } = completeness;
  const percentText = format.number(percent);
  return (
    <section
      aria-labelledby="completeness-heading"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="completeness-heading" className="text-lg font-bold text-slate-900">
          <Trans>Your profile</Trans>
        </h2>
        <span className="text-sm font-semibold text-primary-800">
          <Trans>{percentText}% complete</Trans>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t`Profile completeness`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${percent}%` }} />
      </div>
      {missing.length === 0 ? (
        <p className="mt-3 flex items-center gap-2 text-sm text-slate-700">
          <CheckCircle2 aria-hidden="true" className="size-4 text-success-600" />
          <Trans>Complete. Recruiters see your whole story.</Trans>
        </p>
      ) : (
        <>
          <p className="mt-3 text-sm text-slate-600">
            <Trans>A complete profile ranks higher with recruiters and lets you apply in one tap.</Trans>
          </p>
          <ul className="mt-2 divide-y divide-slate-100">
            {missing.map((item) => (
              <li key={item}>
                <Link
                  to={missingItemHref(item)}
                  className="flex min-h-11 items-center justify-between gap-2 text-sm font-semibold text-primary-700 hover:underline"
                >
                  {MISSING_ITEM_LABELS[item] ? i18n._(MISSING_ITEM_LABELS[item]) : item}
                  <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
