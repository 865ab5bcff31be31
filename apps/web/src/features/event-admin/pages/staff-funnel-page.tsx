import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EventFunnel, EventFunnelRow } from '@dokkho/contract/events';
import { useFormat } from '../../../shared/i18n/format';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { FUNNEL_PAGE_SIZE, useEventFunnel } from '../api/event-admin';
import { EventKindBadge, EventStateBadge } from '../components/event-badges';
import { EventFunnelSteps } from '../components/event-funnel';
import { STAFF_FUNNEL_PATH, eventPath, pageFrom } from '../lib/paths';

const percent = (part: number, whole: number) => (whole > 0 ? part / whole : 0);

function Cells({ funnel }: { funnel: EventFunnel }) {
  const format = useFormat();
  const rate = Math.round(percent(funnel.attended, funnel.confirmed) * 100);
  return (
    <>
      <td className="px-3 py-2 text-right tabular-nums">{format.number(funnel.registered)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{format.number(funnel.confirmed)}</td>
      <td className="px-3 py-2 text-right tabular-nums">
        {format.number(funnel.attended)}
        <span className="block text-xs text-slate-500">{format.number(rate)}%</span>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{format.number(funnel.purchases)}</td>
      <td className="px-3 py-2 text-right tabular-nums">{format.taka(funnel.revenue)}</td>
    </>
  );
}

function FunnelCard({ row }: { row: EventFunnelRow }) {
  const format = useFormat();
  return (
    <li className="space-y-2 rounded-card bg-white p-4 shadow-card" data-testid="funnel-row">
      <div className="flex flex-wrap gap-2">
        <EventStateBadge state={row.event.state} />
        <EventKindBadge kind={row.event.kind} />
      </div>
      <Link
        to={eventPath('staff', row.event.id)}
        className="block font-semibold text-primary-800 hover:underline"
      >
        {row.event.title}
      </Link>
      <p className="text-sm text-slate-600">{format.dateTime(row.event.starts_at)}</p>
      <EventFunnelSteps funnel={row.funnel} hasCourse={row.event.related_course !== null} />
    </li>
  );
}

/**
 * /staff/event-funnel (issue 18 item 5): per event, registered -> confirmed -> attended -> purchases of
 * the related course by registrants after the start, with the revenue; ended events first. Cards on a
 * phone, a table from md.
 */
export function StaffFunnelPage() {
  const { t } = useLingui();
  const format = useFormat();
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const funnel = useEventFunnel({ kind: undefined, page });
  const totals = funnel.data?.totals;

  return (
    <>
      <PageHeading
        title={t`Event funnel`}
        description={t`From registration to purchase: paid orders of the related course by registrants after the event’s start.`}
      />
      {totals ? (
        <section aria-labelledby="totals-title" className="mb-4 space-y-2">
          <h2 id="totals-title" className="text-sm font-bold text-slate-700">
            <Trans>All events</Trans>
          </h2>
          <EventFunnelSteps funnel={totals} hasCourse />
        </section>
      ) : null}
      <QueryStates
        query={funnel}
        errorSize="sm"
        errorTitle={t`We couldn’t load the funnel`}
        loadingLabel={t`Loading the funnel`}
        loadingClassName="space-y-3"
        skeletons={[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-24 w-full" />
        ))}
        isEmpty={(data) => data.results.length === 0}
        empty={
          <Notice
            size="sm"
            illustration={<SignpostIllustration />}
            title={t`No events yet`}
            description={t`Once masterclasses and free classes are scheduled, their results appear here.`}
          />
        }
      >
        {(data) => (
          <>
            <ul aria-label={t`Events`} className="space-y-3 md:hidden">
              {data.results.map((row) => (
                <FunnelCard key={row.event.id} row={row} />
              ))}
            </ul>
            <div className="hidden overflow-x-auto rounded-card bg-white shadow-card md:block">
              <table className="w-full text-sm">
                <caption className="sr-only">
                  <Trans>Funnel per event</Trans>
                </caption>
                <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-600">
                  <tr>
                    <th scope="col" className="px-3 py-2">
                      <Trans>Event</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Registered</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Confirmed</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Attended</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Purchases</Trans>
                    </th>
                    <th scope="col" className="px-3 py-2 text-right">
                      <Trans>Revenue</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {data.results.map((row) => (
                    <tr key={row.event.id} data-testid="funnel-table-row">
                      <th scope="row" className="px-3 py-2 text-left font-normal">
                        <Link
                          to={eventPath('staff', row.event.id)}
                          className="font-semibold text-primary-800 hover:underline"
                        >
                          {row.event.title}
                        </Link>
                        <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
                          <EventStateBadge state={row.event.state} />
                          {format.dateTime(row.event.starts_at)}
                          {row.event.related_course ? ` · ${row.event.related_course.title}` : ''}
                        </span>
                      </th>
                      <Cells funnel={row.funnel} />
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </QueryStates>
      {funnel.data ? (
        <Pagination
          page={page}
          totalPages={Math.ceil(funnel.data.count / FUNNEL_PAGE_SIZE)}
          hrefFor={(target) => (target > 1 ? `${STAFF_FUNNEL_PATH}?page=${target}` : STAFF_FUNNEL_PATH)}
        />
      ) : null}
    </>
  );
}
