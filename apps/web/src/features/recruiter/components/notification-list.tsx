import { Link } from 'react-router';
import clsx from 'clsx';
import type { RecruiterNotification } from '@dokkho/contract/hiring';
import { formatDhakaDateTime } from '../../../shared/lib/dhaka-date';
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
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
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
                <span className="font-semibold">{item.applicant_name}</span> applied to{' '}
                <span className="font-semibold">{item.job_title}</span>
                {item.read ? null : <span className="sr-only"> (unread)</span>}
              </span>
              <span className="block text-slate-500">{formatDhakaDateTime(item.created_at)}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
