import { useState } from 'react';
import clsx from 'clsx';
import { Copy, Link2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { useShareResume } from '../api/resumes';

/**
 * The unlisted public link (issue 7 item 8): a switch, the link with Copy while it is on, and what it
 * means in plain words (anyone with the link can read it; turning it off retires the link).
 */
export function BuilderShare({ resumeId, shareUrl }: { resumeId: number; shareUrl: string | null }) {
  const { t } = useLingui();
  const share = useShareResume(resumeId);
  const [copied, setCopied] = useState(false);
  const on = shareUrl !== null;

  async function copy() {
    if (!shareUrl) return;
    try {
      await navigator.clipboard.writeText(shareUrl);
      setCopied(true);
      setTimeout(() => setCopied(false), 2500);
    } catch {
      // No clipboard (an old browser, or permission refused): select the text for a manual copy.
      const input = document.getElementById('resume-share-url') as HTMLInputElement | null;
      input?.select();
    }
  }

  return (
    <section aria-labelledby="share-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="share-title" className="flex items-center gap-2 font-bold text-slate-900">
            <Link2 aria-hidden="true" className="size-4" />
            <Trans>Public link</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Anyone with the link can see this resume. It is unlisted: not searchable and not shown anywhere
              on Dokkho. Turn it off and the link stops working.
            </Trans>
          </p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={on}
          aria-label={t`Share with a public link`}
          disabled={share.isPending}
          onClick={() => share.mutate(!on)}
          className={clsx(
            'relative mt-1 inline-flex h-7 w-12 shrink-0 items-center rounded-full transition-colors disabled:opacity-60',
            on ? 'bg-primary-700' : 'bg-slate-300',
          )}
        >
          <span
            aria-hidden="true"
            className={clsx(
              'inline-block size-5 rounded-full bg-white shadow transition-transform',
              on ? 'translate-x-6' : 'translate-x-1',
            )}
          />
        </button>
      </div>
      {on ? (
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <label htmlFor="resume-share-url" className="sr-only">
            <Trans>Public link address</Trans>
          </label>
          <input
            id="resume-share-url"
            readOnly
            value={shareUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="min-h-11 w-full min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 text-sm text-slate-800"
          />
          <Button variant="secondary" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" className="size-4" />
            {copied ? t`Copied` : t`Copy`}
          </Button>
        </div>
      ) : null}
      <p role="status" className="sr-only">
        {copied ? t`Link copied` : ''}
      </p>
      {share.error ? (
        <div className="mt-3">
          <FormAlert>{share.error.message}</FormAlert>
        </div>
      ) : null}
    </section>
  );
}
