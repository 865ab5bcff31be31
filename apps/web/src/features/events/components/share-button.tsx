import { useState } from 'react';
import { Check, Share2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { shareLink } from '../lib/share';

/** Share the event's public page (never the ticket): the phone's share sheet, or the link copied. */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useLingui();
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  return (
    <div>
      <Button
        variant="secondary"
        className="w-full"
        onClick={() => {
          void shareLink({
            title,
            text: t`Join me at “${title}” on Dokkho`,
            url: new URL(path, window.location.origin).toString(),
          }).then((outcome) => setState(outcome === 'shared' ? 'idle' : outcome));
        }}
      >
        {state === 'copied' ? (
          <Check aria-hidden="true" className="size-4" />
        ) : (
          <Share2 aria-hidden="true" className="size-4" />
        )}
        {state === 'copied' ? t`Link copied` : t`Share with a friend`}
      </Button>
      <p role="status" className="sr-only">
        {state === 'copied' ? t`The link is copied: paste it in a message.` : ''}
      </p>
      {state === 'failed' ? (
        <p className="mt-1 text-sm text-slate-600">{t`Copy this page’s address to share it.`}</p>
      ) : null}
    </div>
  );
}
