import { useState, type ReactElement, type ReactNode } from 'react';
import clsx from 'clsx';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Trans, useLingui } from '@lingui/react/macro';
import type { EnrolmentPoint, RatingPoint, RevenuePoint } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { formatChartDay, formatChartMonth } from '../lib/format';

/*
 * The dashboard's curves (recharts, in this module's own chunk: the pages load it lazily, so the numbers
 * show first on a slow connection and no other page carries the library). Each chart has its numbers in a
 * table too, for screen readers and for anyone who prefers one.
 */

const AXIS_TICK = { fontSize: 12, fill: 'var(--color-slate-500)' };

function ChartFrame({
  id,
  title,
  summary,
  actions,
  chart,
  table,
}: {
  id: string;
  title: ReactNode;
  summary: ReactNode;
  actions?: ReactNode;
  chart: ReactElement;
  table: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <div className="mt-4 h-56 sm:h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          {chart}
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-700">
          <Trans>Show as a table</Trans>
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">{table}</div>
      </details>
    </section>
  );
}

function TwoColumnTable({
  caption,
  head,
  rows,
}: {
  caption: string;
  head: [string, string];
  rows: [string, string][];
}) {
  return (
    <table className="w-full text-left tabular-nums">
      <caption className="sr-only">{caption}</caption>
      <thead className="sticky top-0 bg-white text-slate-600">
        <tr>
          <th scope="col" className="py-2 pr-2 font-medium">
            {head[0]}
          </th>
          <th scope="col" className="py-2 text-right font-medium">
            {head[1]}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100 text-slate-800">
        {[...rows].reverse().map(([label, value]) => (
          <tr key={label}>
            <th scope="row" className="py-1.5 pr-2 font-normal">
              {label}
            </th>
            <td className="py-1.5 text-right">{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Enrolments per day (the last 30) or per week (the last 26), one bar each. */
export function EnrolmentsChart({ daily, weekly }: { daily?: EnrolmentPoint[]; weekly: EnrolmentPoint[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const [period, setPeriod] = useState<'day' | 'week'>(daily ? 'day' : 'week');
  const series = period === 'day' && daily ? daily : weekly;
  const dayOf = (date: string) => formatChartDay(date, format.locale);
  const total = format.number(series.reduce((sum, point) => sum + point.enrolments, 0));
  const periodLabel = period === 'day' ? t`Day` : t`Week of`;
  return (
    <ChartFrame
      id="enrolments-chart"
      title={<Trans>Enrolments</Trans>}
      summary={
        period === 'day' ? (
          <Trans>
            In the last 30 days: <strong className="text-slate-900">{total}</strong>
          </Trans>
        ) : (
          <Trans>
            In the last 26 weeks: <strong className="text-slate-900">{total}</strong>
          </Trans>
        )
      }
      actions={
        daily ? (
          <div role="group" aria-label={t`Period`} className="inline-flex rounded-lg bg-slate-100 p-1">
            {(['day', 'week'] as const).map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={period === value}
                onClick={() => setPeriod(value)}
                className={clsx(
                  'min-h-9 rounded-md px-3 text-sm font-semibold transition-colors',
                  period === value
                    ? 'bg-white text-primary-900 shadow-sm'
                    : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {value === 'day' ? t`Per day` : t`Per week`}
              </button>
            ))}
          </div>
        ) : null
      }
      chart={
        <BarChart data={series} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
          <XAxis
            dataKey="date"
            tickFormatter={dayOf}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            minTickGap={16}
          />
          <YAxis
            allowDecimals={false}
            tickFormatter={(value: number) => format.number(value)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={40}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-primary-50)' }}
            labelFormatter={(date) => `${periodLabel} ${dayOf(String(date))}`}
            formatter={(value) => [format.number(Number(value)), t`Enrolments`]}
          />
          <Bar
            dataKey="enrolments"
            fill="var(--color-primary-600)"
            radius={[4, 4, 0, 0]}
            maxBarSize={28}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <TwoColumnTable
          caption={t`Enrolments per period`}
          head={[periodLabel, t`Enrolments`]}
          rows={series.map((point) => [dayOf(point.date), format.number(point.enrolments)])}
        />
      }
    />
  );
}

/** What paid orders took, month by month (taka on the axis: poisha would read a hundred times too much). */
export function RevenueChart({ series }: { series: RevenuePoint[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const monthOf = (month: string) => formatChartMonth(month, format.locale);
  const total = format.taka(series.reduce((sum, point) => sum + point.revenue, 0));
  const data = series.map((point) => ({ month: point.month, value: point.revenue / 100 }));
  return (
    <ChartFrame
      id="revenue-chart"
      title={<Trans>Revenue</Trans>}
      summary={
        <Trans>
          In the last 12 months: <strong className="text-slate-900">{total}</strong>
        </Trans>
      }
      chart={
        <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -4 }}>
          <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
          <XAxis dataKey="month" tickFormatter={monthOf} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis
            tickFormatter={(value: number) => format.compact(value)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={48}
          />
          <Tooltip
            cursor={{ fill: 'var(--color-accent-50)' }}
            labelFormatter={(month) => monthOf(String(month))}
            formatter={(value) => [format.taka(Math.round(Number(value) * 100)), t`Revenue`]}
          />
          <Bar
            dataKey="value"
            fill="var(--color-accent-500)"
            radius={[4, 4, 0, 0]}
            maxBarSize={32}
            isAnimationActive={false}
          />
        </BarChart>
      }
      table={
        <TwoColumnTable
          caption={t`Revenue per month`}
          head={[t`Month`, t`Revenue`]}
          rows={series.map((point) => [monthOf(point.month), format.taka(point.revenue)])}
        />
      }
    />
  );
}

/** The average of each month's reviews (a gap where a month had none). */
export function RatingsChart({ series }: { series: RatingPoint[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const monthOf = (month: string) => formatChartMonth(month, format.locale);
  const reviews = format.number(series.reduce((sum, point) => sum + point.reviews, 0));
  return (
    <ChartFrame
      id="ratings-chart"
      title={<Trans>Ratings</Trans>}
      summary={
        <Trans>
          Reviews in the last 12 months: <strong className="text-slate-900">{reviews}</strong>
        </Trans>
      }
      chart={
        <LineChart data={series} margin={{ top: 8, right: 8, bottom: 0, left: -12 }}>
          <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
          <XAxis dataKey="month" tickFormatter={monthOf} tick={AXIS_TICK} tickLine={false} axisLine={false} />
          <YAxis
            domain={[1, 5]}
            ticks={[1, 2, 3, 4, 5]}
            tickFormatter={(value: number) => format.number(value)}
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            width={40}
          />
          <Tooltip
            labelFormatter={(month) => monthOf(String(month))}
            formatter={(value) => [format.number(Number(value)), t`Average rating`]}
          />
          <Line
            type="monotone"
            dataKey="rating_avg"
            stroke="var(--color-primary-600)"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls={false}
            isAnimationActive={false}
          />
        </LineChart>
      }
      table={
        <TwoColumnTable
          caption={t`Average rating per month`}
          head={[t`Month`, t`Average rating`]}
          rows={series.map((point) => [
            monthOf(point.month),
            point.rating_avg === null
              ? '–'
              : `${format.number(point.rating_avg)} (${format.number(point.reviews)})`,
          ])}
        />
      }
    />
  );
}
