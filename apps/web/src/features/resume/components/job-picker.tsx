import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobListItem } from '@dokkho/contract/jobs';
import { getJobBoard, getJob } from '../../jobs';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/form-field';
import { Spinner } from '../../../shared/ui/spinner';

/** A job post's id from what was typed: a /jobs/{id} link (any origin, any path before it) or the bare id. */
export function jobIdFromInput(value: string): number | null {
  const text = value.trim();
  const match = /\/jobs\/(\d+)(?:[/?#]|$)/.exec(text) ?? /^#?(\d+)$/.exec(text);
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

type Lookup = { kind: 'search'; search: string } | { kind: 'id'; id: number };

/**
 * Find an open Dokkho job: search the public board (`GET /api/jobs/board/?search=`), or paste a /jobs/{id}
 * link. Used by the ATS comparison and the cover letter's "for a Dokkho job". Public calls only: nothing
 * about the viewer is sent.
 */
export function JobPicker({
  label,
  onPick,
  pickLabel,
}: {
  label: string;
  onPick: (job: JobListItem) => void;
  pickLabel?: string;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const [text, setText] = useState('');
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const results = useQuery({
    queryKey: ['resume', 'job-picker', lookup] as const,
    queryFn: async ({ signal }): Promise<JobListItem[]> => {
      if (!lookup) return [];
      if (lookup.kind === 'id') return [await getJob(String(lookup.id), signal)];
      const page = await getJobBoard({ search: lookup.search }, { signal });
      return page.results.slice(0, 6);
    },
    enabled: lookup !== null,
    staleTime: 60_000,
  });

  function submit(event: { preventDefault(): void }) {
    // Enter in the box must not submit the form around the picker (the cover letter's).
    event.preventDefault();
    const id = jobIdFromInput(text);
    setLookup(id !== null ? { kind: 'id', id } : { kind: 'search', search: text.trim() });
  }

  return (
    <div>
      <label htmlFor={inputId} className="mb-1.5 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* Not a <form>: it may sit inside the cover letter's form, and forms do not nest. */}
      <div className="flex gap-2">
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') submit(event);
          }}
          placeholder={t`Job title or a /jobs/ link`}
          className={inputClasses(false)}
        />
        <Button variant="secondary" onClick={submit} aria-label={t`Find jobs`} className="shrink-0">
          <Search aria-hidden="true" className="size-4" />
          <span className="hidden sm:inline">
            <Trans>Find</Trans>
          </span>
        </Button>
      </div>
      <div aria-live="polite" className="mt-2">
        {lookup === null ? null : results.isPending ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner label={t`Looking for jobs`} className="size-4" /> <Trans>Looking…</Trans>
          </p>
        ) : results.isError ? (
          <p role="alert" className="text-sm text-danger-700">
            {results.error.message}{' '}
            <button
              type="button"
              onClick={() => void results.refetch()}
              className="font-semibold text-primary-700 underline"
            >
              <Trans>Try again</Trans>
            </button>
          </p>
        ) : results.data.length === 0 ? (
          <p className="text-sm text-slate-600">
            <Trans>No open jobs match. Try other words, or paste the job’s link.</Trans>
          </p>
        ) : (
          <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200">
            {results.data.map((job) => (
              <li key={job.id} className="flex items-center justify-between gap-3 p-2 pl-3">
                <span className="min-w-0">
                  <span className="block truncate text-sm font-semibold text-slate-900">{job.title}</span>
                  <span className="block truncate text-sm text-slate-600">{job.company_name}</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  className="shrink-0"
                  onClick={() => {
                    onPick(job);
                    setLookup(null);
                  }}
                >
                  {pickLabel ?? t`Use this job`}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
