import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { InstructorEarningsCourse, InstructorEarningsMonth } from '@dokkho/contract/instructor-earnings';
import { useFormat } from '../../../shared/i18n/format';

/** A Dhaka month "2026-11" as "November 2026" / "নভেম্বর ২০২৬" (mid-month, so no time zone moves it). */
function monthInstant(month: string) {
  return new Date(`${month}-15T12:00:00+06:00`);
}

/** Per Dhaka month, the newest first: sales, refunds and what they left the instructor. */
export function MonthlyEarnings({ months }: { months: InstructorEarningsMonth[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const newestFirst = [...months].reverse();
  return (
    <section aria-labelledby="months-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="months-title" className="text-lg font-bold text-slate-900">
        <Trans>By month</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>The last 12 months in Dhaka time. A refund lowers the month it happened in.</Trans>
      </p>
      <table className="mt-3 w-full text-left text-sm">
        <caption className="sr-only">{t`Earnings by month`}</caption>
        <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-2 font-semibold">
              <Trans>Month</Trans>
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              <Trans>Sales</Trans>
            </th>
            <th scope="col" className="py-2 pr-2 text-right font-semibold">
              <Trans>Refunds</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <Trans>Earnings</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {newestFirst.map((row) => (
            <tr
              key={row.month}
              className={row.sales === 0 && row.refunds === 0 ? 'text-slate-400' : undefined}
            >
              <th scope="row" className="py-2.5 pr-2 font-medium text-slate-900">
                {format.monthYear(monthInstant(row.month))}
              </th>
              <td className="py-2.5 pr-2 text-right tabular-nums">{format.number(row.sales)}</td>
              <td className="py-2.5 pr-2 text-right tabular-nums">{format.number(row.refunds)}</td>
              <td className="py-2.5 text-right font-semibold whitespace-nowrap tabular-nums">
                {format.taka(row.earnings)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** Per course, all time, the highest earnings first. */
export function CourseEarnings({ courses }: { courses: InstructorEarningsCourse[] }) {
  const { t } = useLingui();
  const format = useFormat();
  return (
    <section aria-labelledby="courses-title" className="rounded-card bg-white p-4 shadow-card sm:p-6">
      <h2 id="courses-title" className="text-lg font-bold text-slate-900">
        <Trans>By course</Trans>
      </h2>
      {courses.length === 0 ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-4 text-sm text-slate-600">
          <Trans>No sales yet. Each paid enrolment in your courses shows here.</Trans>
        </p>
      ) : (
        <table className="mt-3 w-full text-left text-sm">
          <caption className="sr-only">{t`Earnings by course`}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Course</Trans>
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                <Trans>Paid by learners</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                <Trans>Earnings</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {courses.map((row) => (
              <tr key={row.course_id}>
                <th scope="row" className="py-2.5 pr-3 align-top font-medium text-slate-900">
                  <span className="line-clamp-2 break-words">{row.title}</span>
                  <span className="block text-xs font-normal text-slate-500">
                    <Plural value={row.sales} one="# sale" other="# sales" />
                    {row.refunds > 0 ? (
                      <>
                        {' · '}
                        <Plural value={row.refunds} one="# refund" other="# refunds" />
                      </>
                    ) : null}
                  </span>
                </th>
                <td className="hidden py-2.5 pr-3 text-right align-top tabular-nums sm:table-cell">
                  {format.taka(row.gross)}
                </td>
                <td className="py-2.5 text-right align-top font-semibold whitespace-nowrap tabular-nums">
                  {format.taka(row.earnings)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
