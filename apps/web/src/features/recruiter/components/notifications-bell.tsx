import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { Bell, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SectionError } from '../../../shared/ui/section-error';
import {
  MarkAllReadButton,
  NO_NOTIFICATIONS_TEXT,
  NotificationList,
  useRecruiterNotifications,
} from './notification-list';

/**
 * The recruiter's bell in the dashboard's top bar: the unread count on it, the list in a panel (a Radix
 * Dialog: focus trapped, Escape closes; under the bar on a wide screen, full width on a phone).
 */
export function NotificationsBell() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const { list, unread, markAllRead, markOpenedRead } = useRecruiterNotifications();

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="relative inline-flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 hover:text-slate-900">
        <Bell aria-hidden="true" className="size-5" />
        <span className="sr-only">
          <Trans>Notifications</Trans>
        </span>
        {unread > 0 ? (
          <span className="absolute top-1 right-1 inline-flex min-w-5 items-center justify-center rounded-full bg-danger-600 px-1 text-[11px] leading-5 font-bold text-white">
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
        <Dialog.Content className="fixed inset-x-2 top-2 z-[90] flex max-h-[calc(100svh-1rem)] flex-col overflow-hidden rounded-card bg-white shadow-raised outline-none sm:inset-x-auto sm:top-16 sm:right-4 sm:w-[24rem] sm:max-h-[32rem]">
          <div className="flex items-center justify-between gap-2 border-b border-slate-100 py-1 pr-1 pl-4">
            <Dialog.Title className="text-base font-bold text-slate-900">
              <Trans>Notifications</Trans>
            </Dialog.Title>
            <div className="flex items-center">
              <MarkAllReadButton unread={unread} onClick={markAllRead} />
              <Dialog.Close
                aria-label={t`Close notifications`}
                className="inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              >
                <X aria-hidden="true" className="size-5" />
              </Dialog.Close>
            </div>
          </div>
          <Dialog.Description className="sr-only">
            <Trans>New applications to your job posts. Open one to see the applicant.</Trans>
          </Dialog.Description>
          <div className="flex-1 overflow-y-auto overscroll-contain">
            {list.isError && !list.data ? (
              <SectionError
                what={t`notifications`}
                error={list.error}
                onRetry={() => void list.refetch()}
                isRetrying={list.isFetching}
                className="m-3"
              />
            ) : !list.data ? (
              <div className="space-y-2 p-4" aria-busy="true">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : list.data.results.length === 0 ? (
              <p className="px-4 py-8 text-center text-sm text-slate-600">{i18n._(NO_NOTIFICATIONS_TEXT)}</p>
            ) : (
              <NotificationList
                items={list.data.results}
                onOpen={(item) => {
                  markOpenedRead(item);
                  setOpen(false);
                }}
              />
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
