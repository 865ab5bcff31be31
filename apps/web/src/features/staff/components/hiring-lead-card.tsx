import { useState } from 'react';
import { Mail, Phone, PhoneCall } from 'lucide-react';
import type { HiringLeadRow } from '@dokkho/contract/moderation';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { useMarkLeadContacted } from '../api/hiring-leads';

/** One /hiringpage lead: who to call, what they want, and "Contacted" once someone has called them. */
export function HiringLeadCard({
  lead,
  onContacted,
}: {
  lead: HiringLeadRow;
  onContacted: (message: string) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const mark = useMarkLeadContacted(lead.id);
  const companyName = lead.company_name;
  const [error, setError] = useState<string | null>(null);
  const headingId = `lead-${lead.id}-title`;

  async function markContacted() {
    setError(null);
    try {
      await mark.mutateAsync();
      onContacted(t`Marked ${companyName} contacted.`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Something went wrong. Please try again.`);
    }
  }

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
      >
        <h2 id={headingId} className="font-semibold break-words text-slate-900">
          {lead.company_name}
        </h2>
        <p className="text-sm text-slate-600">{lead.contact_name}</p>
        <div className="mt-3 flex flex-col gap-1 text-sm">
          <a
            href={`tel:${lead.phone_number}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium text-primary-700 hover:text-primary-900"
          >
            <Phone aria-hidden="true" className="size-4" />
            {lead.phone_number}
          </a>
          <a
            href={`mailto:${lead.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-medium wrap-anywhere text-primary-700 hover:text-primary-900"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {lead.email}
          </a>
        </div>
        <dl className="mt-3 grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-1.5 text-sm">
          {lead.hires ? (
            <>
              <dt className="text-slate-500">
                <Trans>Hires</Trans>
              </dt>
              <dd className="text-slate-900">{format.number(lead.hires)}</dd>
            </>
          ) : null}
          {lead.roles ? (
            <>
              <dt className="text-slate-500">
                <Trans>Roles</Trans>
              </dt>
              <dd className="break-words text-slate-900">{lead.roles}</dd>
            </>
          ) : null}
          <dt className="text-slate-500">
            <Trans>Sent</Trans>
          </dt>
          <dd className="text-slate-900">
            <time dateTime={lead.created_at}>{format.dateTime(lead.created_at)}</time>
          </dd>
          {lead.contacted_at ? (
            <>
              <dt className="text-slate-500">
                <Trans>Contacted</Trans>
              </dt>
              <dd className="text-slate-900">
                <time dateTime={lead.contacted_at}>{format.dateTime(lead.contacted_at)}</time>
              </dd>
            </>
          ) : null}
        </dl>
        {lead.message ? (
          <blockquote className="mt-3 rounded-lg bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-800">
            {lead.message}
          </blockquote>
        ) : null}
        {lead.contacted_at ? null : (
          <div className="mt-auto pt-4">
            <button
              type="button"
              onClick={() => void markContacted()}
              disabled={mark.isPending}
              className={buttonClasses({ variant: 'secondary', className: 'w-full sm:w-auto' })}
            >
              <PhoneCall aria-hidden="true" className="size-4" />
              {mark.isPending ? <Trans>Saving…</Trans> : <Trans>Mark contacted</Trans>}
            </button>
            {error ? (
              <p role="alert" className="mt-2 text-sm font-medium text-danger-700">
                {error}
              </p>
            ) : null}
          </div>
        )}
      </article>
    </li>
  );
}
