import { useState } from 'react';
import clsx from 'clsx';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AffiliateDailyPoint } from '@dokkho/contract/affiliate';
import { useFormat } from '../../../shared/i18n/format';
import { formatChartDay } from '../lib/format';

type Metric = 'clicks' | 'conversions' | 'earnings';

const METRICS: { key: Metric; label: MessageDescriptor }[] = [
  { key: 'clicks', label: msg`Clicks` },
  { key: 'conversions', label: msg`Sales` },
  { key: 'earnings', label: msg`Earnings` },
];

/**
 * The period day by day (recharts, loaded with the dashboard page's chunk only). One measure at a time:
 * clicks, sales and taka have different scales, and one clear bar chart reads well on a phone. The same
 * numbers are in a table for screen readers and for anyone who prefers one.
 */
export function ActivityChart({ series }: { series: AffiliateDailyPoint[] }) {
  const { t, i18n } = useLingui();
  const formatters = useFormat();
  const dayOf = (date: string) => formatChartDay(date, formatters.locale);
  const [metric, setMetric] = useState<Metric>('clicks');
  const label = i18n._(METRICS.find((m) => m.key === metric)!.label);
  const format = (value: number) =>
    metric === 'earnings' ? formatters.taka(value) : formatters.number(value);
  // Earnings go in taka on the axis: poisha would read as a hundred times too much.
  const data = series.map((day) => ({
    date: day.date,
    value: metric === 'earnings' ? day.earnings / 100 : day[metric],
  }));
  const total = series.reduce((sum, day) => sum + day[metric], 0);
  const shownTotal = format(total);

  return (
    <section aria-labelledby="activity-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="activity-title" className="text-lg font-bold text-slate-900">
          <Trans>Day by day</Trans>
        </h2>
        <div role="group" aria-label={t`Measure`} className="inline-flex rounded-lg bg-slate-100 p-1">
          {METRICS.map((m) => (
            <button
              key={m.key}
              type="button"
              aria-pressed={metric === m.key}
              onClick={() => setMetric(m.key)}
              className={clsx(
                'min-h-9 rounded-md px-3 text-sm font-semibold transition-colors',
                metric === m.key
                  ? 'bg-white text-primary-900 shadow-sm'
                  : 'text-slate-600 hover:text-slate-900',
              )}
            >
              {i18n._(m.label)}
            </button>
          ))}
        </div>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          {label} in this period: <strong className="text-slate-900">{shownTotal}</strong>
        </Trans>
      </p>
      <div className="mt-4 h-56 sm:h-64" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 4, right: 4, bottom: 0, left: -12 }}>
            <CartesianGrid vertical={false} stroke="var(--color-slate-200)" />
            <XAxis
              dataKey="date"
              tickFormatter={dayOf}
              tick={{ fontSize: 12, fill: 'var(--color-slate-500)' }}
              tickLine={false}
              axisLine={false}
              minTickGap={16}
            />
            <YAxis
              allowDecimals={metric === 'earnings'}
              tickFormatter={(value: number) => formatters.number(value)}
              tick={{ fontSize: 12, fill: 'var(--color-slate-500)' }}
              tickLine={false}
              axisLine={false}
              width={48}
            />
            <Tooltip
              cursor={{ fill: 'var(--color-primary-50)' }}
              labelFormatter={(date) => dayOf(String(date))}
              formatter={(value) => [
                metric === 'earnings'
                  ? formatters.taka(Math.round(Number(value) * 100))
                  : formatters.number(Number(value)),
                label,
              ]}
            />
            <Bar
              dataKey="value"
              fill={metric === 'earnings' ? 'var(--color-accent-500)' : 'var(--color-primary-600)'}
              radius={[4, 4, 0, 0]}
              maxBarSize={28}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <details className="mt-3 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary-700">
          <Trans>Show as a table</Trans>
        </summary>
        <div className="mt-2 max-h-72 overflow-y-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">
              <Trans>Clicks, sales and earnings per day</Trans>
            </caption>
            <thead className="sticky top-0 bg-white text-slate-600">
              <tr>
                <th scope="col" className="py-2 pr-2 font-medium">
                  <Trans>Day</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  <Trans>Clicks</Trans>
                </th>
                <th scope="col" className="py-2 pr-2 text-right font-medium">
                  <Trans>Sales</Trans>
                </th>
                <th scope="col" className="py-2 text-right font-medium">
                  <Trans>Earnings</Trans>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-800">
              {[...series].reverse().map((day) => (
                <tr key={day.date}>
                  <th scope="row" className="py-1.5 pr-2 font-normal">
                    {dayOf(day.date)}
                  </th>
                  <td className="py-1.5 pr-2 text-right">{formatters.number(day.clicks)}</td>
                  <td className="py-1.5 pr-2 text-right">{formatters.number(day.conversions)}</td>
                  <td className="py-1.5 text-right">{formatters.taka(day.earnings)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
