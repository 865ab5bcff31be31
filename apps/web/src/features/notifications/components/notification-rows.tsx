import { Link } from 'react-router';
import clsx from 'clsx';
import type { NotificationItem } from '@dokkho/contract/notifications';
import { Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { KIND_ICONS, NotificationText } from './notification-text';

/**
 * Notifications, newest first: unread ones tinted, with a dot and "(unread)" for screen readers. Opening
 * one marks it read (`onOpen`) and follows its link.
 */
export function NotificationRows({
  items,
  onOpen,
  now,
}: {
  items: NotificationItem[];
  onOpen: (item: NotificationItem) => void;
  /** The time "3 minutes ago" counts from (tests fix it). */
  now?: Date;
}) {
  const format = useFormat();
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => {
        const Icon = KIND_ICONS[item.params.kind];
        return (
          <li key={item.id}>
            <Link
              to={item.link}
              onClick={() => onOpen(item)}
              className={clsx(
                'flex min-h-14 items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:bg-slate-50',
                !item.read && 'bg-primary-50/60',
              )}
            >
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-0.5 inline-flex size-9 shrink-0 items-center justify-center rounded-full',
                  item.read ? 'bg-slate-100 text-slate-500' : 'bg-primary-100 text-primary-800',
                )}
              >
                <Icon className="size-4" />
              </span>
              <span className="min-w-0 flex-1 text-sm leading-relaxed">
                <span className="block text-pretty text-slate-800">
                  <NotificationText params={item.params} />
                  {item.read ? null : (
                    <span className="sr-only">
                      {' '}
                      <Trans>(unread)</Trans>
                    </span>
                  )}
                </span>
                <time
                  dateTime={item.created_at}
                  title={format.dateTime(item.created_at)}
                  className="mt-0.5 block text-xs text-slate-500"
                >
                  {format.relative(item.created_at, now)}
                </time>
              </span>
              <span
                aria-hidden="true"
                className={clsx(
                  'mt-2 size-2 shrink-0 rounded-full',
                  item.read ? 'bg-transparent' : 'bg-primary-600',
                )}
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
