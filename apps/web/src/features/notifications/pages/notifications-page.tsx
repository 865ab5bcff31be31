import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BellOff } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Button, buttonClasses } from '../../../shared/ui/button';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { useProfile } from '../../auth';
import {
  useMarkAllRead,
  useMarkRead,
  useNotificationHistory,
  usePushKey,
  useUnreadCount,
} from '../api/notifications';
import { EmailPreferences } from '../components/email-preferences';
import { NotificationRows } from '../components/notification-rows';
import { PushOptIn } from '../components/push-opt-in';

/**
 * /newDashboard/notifications (issue 17 item 8): the whole history, newest first, a page at a time, and
 * the switches: the opt-in to notifications on this device (Web Push), and per kind, e-mail and push. Opening the page marks everything read (the bell's count goes to zero); what was
 * new stays highlighted for this visit so it can still be told apart.
 */
export function NotificationsPage() {
  const { t } = useLingui();
  const history = useNotificationHistory();
  const count = useUnreadCount();
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const profile = useProfile();
  const pushKey = usePushKey();
  const [newIds, setNewIds] = useState<ReadonlySet<number> | null>(null);

  const firstPage = history.data?.pages[0];
  // The first load decides what counts as new on this visit, then everything is marked read.
  if (firstPage && newIds === null) {
    setNewIds(new Set(firstPage.results.filter((item) => !item.read).map((item) => item.id)));
  }
  const hadUnread = newIds !== null && (newIds.size > 0 || (firstPage?.unread ?? 0) > 0);
  const { mutate: markAll } = markAllRead;
  useEffect(() => {
    if (hadUnread) markAll();
  }, [hadUnread, markAll]);

  const items = useMemo(
    () =>
      (history.data?.pages ?? [])
        .flatMap((page) => page.results)
        .map((item) => (newIds?.has(item.id) ? { ...item, read: false } : item)),
    [history.data, newIds],
  );
  const unread = count.data?.unread ?? 0;

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading
        title={<Trans>Notifications</Trans>}
        description={<Trans>Everything Dokkho told you, newest first.</Trans>}
        actions={
          unread > 0 ? (
            <Button variant="secondary" size="sm" onClick={() => markAll()}>
              <Trans>Mark all as read</Trans>
            </Button>
          ) : null
        }
      />

      <section aria-label={t`Notification history`} className="mb-8">
        {history.isError && !history.data ? (
          <LoadErrorNotice
            title={t`We couldn’t load your notifications`}
            error={history.error}
            onRetry={() => void history.refetch()}
            isRetrying={history.isFetching}
          />
        ) : !history.data ? (
          <LoadingSkeletons label={t`Loading notifications`} className="space-y-3">
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
            <Skeleton className="h-16" />
          </LoadingSkeletons>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center rounded-card border border-dashed border-slate-300 bg-white px-6 py-12 text-center">
            <BellOff aria-hidden="true" className="size-10 text-slate-400" />
            <h2 className="mt-4 text-lg font-bold text-slate-900">
              <Trans>No notifications yet</Trans>
            </h2>
            <p className="mt-1 max-w-sm text-sm text-slate-600">
              <Trans>
                When you finish a course, pay for one, or hear back about a job, you will find it here.
              </Trans>
            </p>
            <Link to="/allcourses" className={buttonClasses({ className: 'mt-6' })}>
              <Trans>Find a course</Trans>
            </Link>
          </div>
        ) : (
          <div className="overflow-hidden rounded-card border border-slate-200 bg-white">
            <NotificationRows
              items={items}
              onOpen={(item) => {
                if (!item.read && !newIds?.has(item.id)) markRead.mutate(item.id);
              }}
            />
            {history.hasNextPage ? (
              <div className="border-t border-slate-100 p-3 text-center">
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={history.isFetchingNextPage}
                  onClick={() => void history.fetchNextPage()}
                >
                  {history.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Show older</Trans>}
                </Button>
              </div>
            ) : null}
          </div>
        )}
      </section>

      <PushOptIn />
      <EmailPreferences roles={profile.data?.roles ?? []} withPush={Boolean(pushKey.data?.public_key)} />
    </div>
  );
}
