import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BellOff, BellRing, LoaderCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { UnsubscribeToken } from '@dokkho/contract/announcements';
import { ApiError } from '@dokkho/contract/errors';
import { Button } from '../../../shared/ui/button';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useSetSubscription, useUnsubscribeStatus } from '../api/announcements';
import { AnnouncementsIllustration } from '../components/announcements-illustration';

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 pt-28 pb-16 text-center sm:pt-32">
      {/* A personal link: never indexed, whatever page of it a crawler is sent to. */}
      <meta name="robots" content="noindex, nofollow" />
      <div className="size-28">
        <AnnouncementsIllustration />
      </div>
      {children}
    </div>
  );
}

function InvalidLink() {
  const { t } = useLingui();
  return (
    <Frame>
      <h1 className="mt-5 text-2xl font-bold text-balance text-slate-900">
        <Trans>This unsubscribe link is not valid</Trans>
      </h1>
      <p className="mt-2 text-pretty text-slate-600">
        {t`Open the link from the e-mail again, or sign in and switch announcement e-mails off in your notification settings.`}
      </p>
      <Link
        to="/newDashboard/notifications"
        className="mt-5 inline-flex min-h-11 items-center font-semibold text-primary-700 hover:underline"
      >
        <Trans>Notification settings</Trans>
      </Link>
    </Frame>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useLingui();
  const status = useUnsubscribeStatus(token);
  const change = useSetSubscription(token);

  if (status.isError) {
    if (status.error instanceof ApiError && status.error.status === 400) return <InvalidLink />;
    return (
      <Frame>
        <div className="mt-5 w-full">
          <LoadErrorNotice
            size="sm"
            title={t`We couldn’t open this link`}
            error={status.error}
            onRetry={() => void status.refetch()}
            isRetrying={status.isFetching}
          />
        </div>
      </Frame>
    );
  }
  if (!status.data) {
    return (
      <Frame>
        <span className="sr-only" role="status">
          <Trans>Loading</Trans>
        </span>
        <Skeleton className="mt-5 h-8 w-3/4" />
        <Skeleton className="mt-3 h-16 w-full" />
      </Frame>
    );
  }
  const course = status.data.course_title;
  const busy = change.isPending;
  return (
    <Frame>
      {/* Polite: the page's answer to the click is read out, whichever of the two states it shows. */}
      <div aria-live="polite" className="flex flex-col items-center">
        {status.data.subscribed ? (
          <>
            <h1 className="mt-5 text-2xl font-bold text-balance text-slate-900">
              <Trans>Stop announcement e-mails from {course}?</Trans>
            </h1>
            <p className="mt-2 text-pretty text-slate-600">
              <Trans>
                You will still see the instructor’s announcements in your notifications on Dokkho; only the
                e-mails stop.
              </Trans>
            </p>
            <Button variant="primary" className="mt-6" disabled={busy} onClick={() => change.mutate(false)}>
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <BellOff aria-hidden="true" className="size-4" />
              )}
              <Trans>Unsubscribe</Trans>
            </Button>
          </>
        ) : (
          <>
            <h1 className="mt-5 text-2xl font-bold text-balance text-slate-900">
              <Trans>You are unsubscribed from {course} announcement e-mails</Trans>
            </h1>
            <p className="mt-2 text-pretty text-slate-600">
              <Trans>New announcements of this course will reach you in your notifications only.</Trans>
            </p>
            <Button variant="secondary" className="mt-6" disabled={busy} onClick={() => change.mutate(true)}>
              {busy ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <BellRing aria-hidden="true" className="size-4" />
              )}
              <Trans>Undo: e-mail me again</Trans>
            </Button>
          </>
        )}
      </div>
      {change.isError ? (
        <p role="alert" className="mt-4 text-sm text-danger-700">
          {change.error instanceof Error ? change.error.message : t`Something went wrong.`}
        </p>
      ) : null}
    </Frame>
  );
}

/**
 * /unsubscribe?token= (issue 17 item 7): the link of every announcement e-mail, opened signed out. Opening
 * it changes nothing (mail scanners open links); one click unsubscribes, and the same page undoes it.
 */
export function UnsubscribePage() {
  const token = useSearchParams()[0].get('token') ?? '';
  if (!UnsubscribeToken.safeParse(token).success) return <InvalidLink />;
  return <Unsubscribe token={token} />;
}
