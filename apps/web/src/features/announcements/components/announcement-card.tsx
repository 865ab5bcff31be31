import type { ReactNode } from 'react';
import clsx from 'clsx';
import { Trans } from '@lingui/react/macro';
import type { AnnouncementItem } from '@dokkho/contract/announcements';
import { useFormat } from '../../../shared/i18n/format';
import { MarkdownContent } from '../../../shared/ui/markdown-content';

/** One announcement: its course, title, who wrote it and when, and the Markdown body (sanitised). */
export function AnnouncementCard({
  announcement,
  highlighted = false,
  showCourse = true,
  footer,
}: {
  announcement: AnnouncementItem;
  highlighted?: boolean;
  showCourse?: boolean;
  footer?: ReactNode;
}) {
  const format = useFormat();
  const when = format.dateTime(announcement.created_at);
  const author = announcement.author.name;
  return (
    <article
      id={`announcement-${announcement.id}`}
      aria-labelledby={`announcement-${announcement.id}-title`}
      tabIndex={highlighted ? -1 : undefined}
      className={clsx(
        'rounded-card bg-white p-4 shadow-card sm:p-5',
        highlighted && 'ring-2 ring-primary-500 focus:outline-none',
      )}
    >
      {showCourse ? (
        <p className="text-sm font-semibold text-primary-700">{announcement.course.title}</p>
      ) : null}
      <h3
        id={`announcement-${announcement.id}-title`}
        className="mt-1 text-lg font-bold text-balance text-slate-900"
      >
        {announcement.title}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          {author} · {when}
        </Trans>
        {announcement.edited_at ? (
          <span className="ml-1 text-slate-500">
            <Trans>(edited)</Trans>
          </span>
        ) : null}
      </p>
      <div className="mt-2">
        <MarkdownContent markdown={announcement.body} />
      </div>
      {footer}
    </article>
  );
}
