import { Link } from 'react-router';
import clsx from 'clsx';
import type { RecruiterNotification } from '@dokkho/contract/hiring';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { useMarkNotificationsRead, useNotifications } from '../api/dashboard';
import { applicantHref } from '../lib/paths';

/**
 * Recruiter notifications (a new application so far), newest first; unread ones are tinted and dotted.
 * Opening one marks it read (`onOpen`) and goes to the applicant.
 */
export function NotificationList({
  items,
  onOpen,
}: {
  items: RecruiterNotification[];
  onOpen: (item: RecruiterNotification) => void;
}) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const applicantName = item.applicant_name;
        const jobTitle = item.job_title;
        return (
          <li key={item.id}>
            <Link
              to={applicantHref(item.application_id)}
              onClick={() => onOpen(item)}
              className={clsx(
                'flex min-h-14 items-start gap-3 px-4 py-3 hover:bg-slate-50',
                !item.read && 'bg-primary-50/60',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-2 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-primary-600',
                )}
              />
              <span className="min-w-0 text-sm">
                <span className="block text-slate-900">
                  <Trans>
                    <span className="font-semibold">{applicantName}</span> applied to{' '}
                    <span className="font-semibold">{jobTitle}</span>
                  </Trans>
                  {item.read ? null : (
                    <span className="sr-only">
                      {' '}
                      <Trans>(unread)</Trans>
                    </span>
                  )}
                </span>
                <span className="block text-slate-500">{format.dateTime(item.created_at)}</span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** What the bell's panel and the dashboard's section both say when there is no notification yet. */
export const NO_NOTIFICATIONS_TEXT = msg`Nothing yet. When someone applies to one of your posts, you will see it here.`;

/**
 * The notifications as the bell and the dashboard both use them: the list, its unread count, "mark all
 * as read", and opening one (which marks it read), so the two places cannot drift apart.
 */
export function useRecruiterNotifications() {
  const list = useNotifications();
  const markRead = useMarkNotificationsRead();
  return {
    list,
    unread: list.data?.unread ?? 0,
    markAllRead: () => markRead.mutate({}),
    markOpenedRead: (item: RecruiterNotification) => {
      if (!item.read) markRead.mutate({ ids: [item.id] });
    },
  };
}

/** "Mark all as read", shown only while something is unread. */
export function MarkAllReadButton({
  unread,
  onClick,
  className,
}: {
  unread: number;
  onClick: () => void;
  className?: string;
}) {
  if (unread === 0) return null;
  return (
    <button
      type="button"
      onClick={onClick}
      className={clsx(
        'min-h-11 rounded-lg px-3 text-sm font-semibold text-primary-700 hover:bg-primary-50',
        className,
      )}
    >
      <Trans>Mark all as read</Trans>
    </button>
  );
}
