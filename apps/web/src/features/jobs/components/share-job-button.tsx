import { useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';

type ShareState = 'idle' | 'copied' | 'failed';

/**
 * Shares the job: the phone's own share sheet (Web Share API) where there is one, else the link is copied.
 * A share the visitor cancels is not an error.
 */
export function ShareJobButton({ title, company, url }: { title: string; company: string; url: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<ShareState>('idle');

  async function share() {
    const data = { title: t`${title} at ${company}`, text: t`${title} at ${company} on Dokkho`, url };
    if (typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true)) {
      try {
        await navigator.share(data);
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setState('copied');
    } catch {
      setState('failed');
    }
  }

  return (
    <div>
      <button
        type="button"
        onClick={() => void share()}
        className={buttonClasses({ variant: 'secondary', className: 'w-full' })}
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4 text-success-700" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? t`Link copied` : t`Share this job`}
      </button>
      <p role="status" className="mt-2 text-sm text-slate-600 empty:hidden">
        {state === 'failed' ? t`Copy this link to share the job: ${url}` : ''}
      </p>
    </div>
  );
}
