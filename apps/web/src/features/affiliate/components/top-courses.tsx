import { Link } from 'react-router';
import { Trophy } from 'lucide-react';
import type { AffiliateTopItem } from '@dokkho/contract/affiliate';
import { Plural, Trans } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

/** The courses that sold best through the affiliate's links in the period (then the most clicked). */
export function TopCourses({ items, days }: { items: AffiliateTopItem[]; days: number }) {
  const format = useFormat();
  return (
    <section aria-labelledby="top-courses-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <h2 id="top-courses-title" className="text-lg font-bold text-slate-900">
        <Trans>Top courses</Trans>
      </h2>
      {items.length === 0 ? (
        <div className="mt-3 flex items-start gap-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <Trophy aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-600" />
          <p>
            <Plural
              value={days}
              one="No clicks in the last # day yet. Share a course link: the courses people open and buy through it show up here."
              other="No clicks in the last # days yet. Share a course link: the courses people open and buy through it show up here."
            />
          </p>
        </div>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {items.map((item, index) => {
            const clicks = item.clicks;
            const sales = item.conversions;
            return (
              <li key={`${item.kind}:${item.id}`} className="flex items-center gap-3 py-3">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800"
                >
                  {format.number(index + 1)}
                </span>
                <div className="min-w-0 flex-1">
                  {item.kind === 'course' ? (
                    <Link
                      to={`/courseDetails/${item.id}`}
                      className="line-clamp-2 font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {item.title}
                    </Link>
                  ) : (
                    <Link
                      to={`/bundle-offer/${item.id}`}
                      className="line-clamp-2 font-semibold text-slate-900 hover:text-primary-800 hover:underline"
                    >
                      {item.title}
                    </Link>
                  )}
                  <p className="text-sm text-slate-600">
                    <Plural value={clicks} one="# click" other="# clicks" /> ·{' '}
                    <Plural value={sales} one="# sale" other="# sales" />
                  </p>
                </div>
                <p className="shrink-0 text-right font-semibold text-slate-900 tabular-nums">
                  {format.taka(item.earnings)}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
