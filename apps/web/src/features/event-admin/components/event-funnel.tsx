import { ArrowRight } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import type { EventFunnel } from '@dokkho/contract/events';
import { useFormat } from '../../../shared/i18n/format';

/** Registered -> confirmed -> attended -> bought the related course, with the revenue. */
export function EventFunnelSteps({ funnel, hasCourse }: { funnel: EventFunnel; hasCourse: boolean }) {
  const { t } = useLingui();
  const format = useFormat();
  const steps = [
    { label: t`Registered`, value: format.number(funnel.registered) },
    { label: t`Confirmed`, value: format.number(funnel.confirmed) },
    { label: t`Attended`, value: format.number(funnel.attended) },
    ...(hasCourse
      ? [
          { label: t`Bought the course`, value: format.number(funnel.purchases) },
          { label: t`Revenue`, value: format.taka(funnel.revenue) },
        ]
      : []),
  ];
  return (
    <ol aria-label={t`Funnel`} className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-stretch">
      {steps.map((step, index) => (
        <li key={step.label} className="flex items-center gap-2">
          <div className="w-full rounded-lg bg-white p-3 shadow-card sm:min-w-32">
            <p className="text-xs font-semibold text-slate-600">{step.label}</p>
            <p className="mt-1 text-xl font-bold text-slate-900 tabular-nums" data-testid={`funnel-${index}`}>
              {step.value}
            </p>
          </div>
          {index < steps.length - 1 ? (
            <ArrowRight aria-hidden="true" className="hidden size-4 shrink-0 text-slate-400 sm:block" />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
