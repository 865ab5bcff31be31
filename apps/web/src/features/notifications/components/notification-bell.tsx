import { useState } from 'react';
import { Link } from 'react-router';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, BellOff, X } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionError } from '../../../shared/ui/section-error';
import { useLatestNotifications, useMarkAllRead, useMarkRead, useUnreadCount } from '../api/notifications';
import { NOTIFICATIONS_PAGE } from '../lib/paths';
import { NotificationRows } from './notification-rows';

/**
 * The bell of every signed-in page (the site header and each dashboard's top bar, issue 17 item 8): the
 * unread count on it (asked every minute and when the tab comes back), the newest in a panel (a Radix
 * Dialog: focus trapped, Escape closes; under the bar on a wide screen, the full width on a phone), and
 * the way to the whole history and the e-mail switches.
 */
export function NotificationBell({ onDark = false }: { onDark?: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const count = useUnreadCount();
  const latest = useLatestNotifications(open);
  const markRead = useMarkRead();
  const markAllRead = useMarkAllRead();
  const unread = count.data?.unread ?? 0;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={clsx(
          'relative inline-flex size-11 shrink-0 items-center justify-center rounded-lg transition-colors',
          onDark
            ? 'text-white/90 hover:bg-white/10 hover:text-white'
            : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">
          <Trans>Notifications</Trans>
        </span>
        {unread > 0 ? (
          <span
            data-testid="notification-count"
            className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] leading-5 font-bold text-white"
          >
            {unread > 99 ? `${format.number(99)}+` : format.number(unread)}
            <span className="sr-only">
              {' '}
              <Trans>unread</Trans>
            </span>
          </span>
        ) : null}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[80] animate-fade-in bg-slate-950/30" />
        <Dialog.Content className="fixed inset-x-2 top-2 z-[90] flex max-h-[calc(100svh-1rem)] flex-col overflow-hidden rounded-card bg-white shadow-raised outline-none sm:inset-x-auto sm:top-16 sm:right-4 sm:max-h-[34rem] sm:w-[24rem]">
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 pr-1 pl-4">
            <Dialog.Title className="text-base font-bold text-slate-900">
              <Trans>Notifications</Trans>
            </Dialog.Title>
            <div className="flex items-center">
              {unread > 0 ? (
                <button
                  type="button"
                  onClick={() => markAllRead.mutate()}
                  className="min-h-11 rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50"
                >
                  <Trans>Mark all as read</Trans>
                </button>
              ) : null}
              <Dialog.Close
                aria-label={t`Close notifications`}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>
              What happened on your courses, orders, applications and earnings. Open one to see it.
            </Trans>
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain">
            {latest.isError && !latest.data ? (
              <SectionError
                what={t`notifications`}
                error={latest.error}
                onRetry={() => void latest.refetch()}
                isRetrying={latest.isFetching}
                className="m-3"
              />
            ) : !latest.data ? (
              <div className="space-y-3 p-4" aria-busy="true">
                <span role="status" className="sr-only">
                  <Trans>Loading notifications</Trans>
                </span>
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : latest.data.results.length === 0 ? (
              <div className="flex flex-col items-center px-6 py-10 text-center">
                <BellOff aria-hidden="true" className="size-8 text-slate-400" />
                <p className="mt-3 text-sm font-semibold text-slate-800">
                  <Trans>You are all caught up</Trans>
                </p>
                <p className="mt-1 text-sm text-slate-600">
                  <Trans>Certificates, receipts, application news and earnings will show up here.</Trans>
                </p>
              </div>
            ) : (
              <NotificationRows
                items={latest.data.results}
                onOpen={(item) => {
                  if (!item.read) markRead.mutate(item.id);
                  setOpen(false);
                }}
              />
            )}
          </div>
          <div className="border-t border-slate-100 p-2">
            <Link
              to={NOTIFICATIONS_PAGE}
              onClick={() => setOpen(false)}
              className="flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-primary-700 hover:bg-primary-50"
            >
              <Trans>See all notifications and e-mail settings</Trans>
            </Link>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
