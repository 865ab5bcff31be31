import { useState } from 'react';
import { ExternalLink, Video } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useJoinEvent } from '../api/registration';
import { joinPhase, type JoinWindow } from '../lib/join-window';
import { useNow } from '../lib/use-now';
import type { EventTicket } from '../lib/ticket';

/**
 * "Join now" for a confirmed registrant, from 15 minutes before the start until the end: the click asks
 * the API for the meeting link (which records attendance) and opens it. Before that it says when the
 * button appears; the link itself is never on the page before the click.
 */
export function JoinButton({
  eventId,
  window: joinWindow,
  ticket,
}: {
  eventId: number;
  window: JoinWindow;
  ticket: EventTicket | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const now = useNow(15_000);
  const join = useJoinEvent(eventId, ticket);
  const [error, setError] = useState<string | null>(null);
  const phase = joinPhase(joinWindow, now);

  if (phase === 'ended') return null;
  if (phase === 'before') {
    const opens = format.dayMonthTime(joinWindow.opens_at);
    return (
      <p className="flex items-start gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
        <Video aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
        <Trans>The join button appears here at {opens}, 15 minutes before the start.</Trans>
      </p>
    );
  }
  const url = join.data?.join_url;
  return (
    <div className="space-y-3">
      <Button
        variant="accent"
        size="lg"
        className="w-full sm:w-auto"
        disabled={join.isPending}
        aria-busy={join.isPending}
        onClick={() => {
          setError(null);
          // Opened before the request, so no pop-up blocker stops it; the link follows the answer.
          const tab = window.open('', '_blank');
          join.mutate(undefined, {
            onSuccess: (answer) => {
              if (tab) {
                tab.opener = null;
                tab.location.href = answer.join_url;
              }
            },
            onError: (failure) => {
              tab?.close();
              setError(failure.message);
            },
          });
        }}
      >
        {join.isPending ? (
          <SubmitProgress label={t`Opening the class…`} />
        ) : (
          <>
            <Video aria-hidden="true" className="size-5" />
            {t`Join the class now`}
          </>
        )}
      </Button>
      {url ? (
        <p className="text-sm text-slate-700">
          <Trans>Did the class not open?</Trans>{' '}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-primary-800 underline"
          >
            <Trans>Open the class</Trans>
            <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        </p>
      ) : null}
      {error ? <FormAlert>{error}</FormAlert> : null}
    </div>
  );
}
