import { useEffect, useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { CheckCircle2, Circle, FileCheck2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ResumeDocument } from '@dokkho/contract/resume';
import { resumeCompletion } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { FORM_STEPS, STEP_LABELS, STEP_SHORT_LABELS, stepPath, type FormStep } from '../lib/builder-steps';

/**
 * All the steps, in any order (issue 7 item 1), each with its completion mark from the contract's rule:
 * chips that scroll sideways on a phone, a list beside the form on a wide screen. Following a link first
 * lets the page save (`onNavigate`), so nothing typed is left behind.
 */
export function BuilderStepNav({
  base,
  resumeId,
  current,
  document,
  onNavigate,
}: {
  base: string;
  resumeId: number;
  current: FormStep | 'finalize';
  document: ResumeDocument;
  onNavigate: (to: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const completion = resumeCompletion(document);
  const done = FORM_STEPS.filter((step) => completion[step]).length;
  const doneCount = format.number(done);
  const stepCount = format.number(FORM_STEPS.length);
  const currentRef = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    // On a phone the current chip may be off screen: bring it into view (no smooth scroll on load).
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);

  function follow(event: MouseEvent<HTMLAnchorElement>, to: string) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onNavigate(to);
  }

  const items: { key: FormStep | 'finalize'; label: string; short: string; done: boolean | null }[] = [
    ...FORM_STEPS.map((step) => ({
      key: step,
      label: i18n._(STEP_LABELS[step]),
      short: i18n._(STEP_SHORT_LABELS[step]),
      done: completion[step],
    })),
    { key: 'finalize', label: t`Finalize and download`, short: t`Finalize`, done: null },
  ];

  return (
    <nav aria-label={t`Resume steps`} className="min-w-0">
      <p className="mb-2 hidden text-sm font-medium text-slate-600 @4xl:block">
        <Trans>
          {doneCount} of {stepCount} steps done
        </Trans>
      </p>
      <ol className="-mx-4 flex snap-x gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] @4xl:mx-0 @4xl:flex-col @4xl:gap-1 @4xl:overflow-visible @4xl:px-0 @4xl:pb-0">
        {items.map((item, index) => {
          const to = stepPath(base, item.key, resumeId);
          const isCurrent = item.key === current;
          const optional = item.key === 'projects' && !item.done;
          return (
            <li key={item.key} className="relative shrink-0 snap-start @4xl:shrink">
              <Link
                ref={isCurrent ? currentRef : undefined}
                to={to}
                onClick={(event) => follow(event, to)}
                aria-current={isCurrent ? 'step' : undefined}
                className={clsx(
                  'flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition-colors @4xl:rounded-lg @4xl:border-transparent @4xl:px-3 @4xl:py-2 @4xl:whitespace-normal',
                  isCurrent
                    ? 'border-primary-700 bg-primary-700 text-white @4xl:bg-primary-50 @4xl:text-primary-800'
                    : 'border-slate-300 bg-white text-slate-700 hover:border-primary-600 @4xl:bg-transparent @4xl:hover:bg-slate-100',
                )}
              >
                {item.done === null ? (
                  <FileCheck2 aria-hidden="true" className="size-4 shrink-0" />
                ) : item.done ? (
                  <CheckCircle2
                    aria-hidden="true"
                    className={clsx(
                      'size-4 shrink-0',
                      isCurrent ? 'text-white @4xl:text-success-700' : 'text-success-700',
                    )}
                  />
                ) : (
                  <Circle aria-hidden="true" className="size-4 shrink-0 opacity-60" />
                )}
                <span className="@4xl:hidden">{item.short}</span>
                <span className="hidden @4xl:inline">
                  <span className="text-slate-500 tabular-nums">
                    {item.done === null ? '' : `${format.number(index + 1)}. `}
                  </span>
                  {item.label}
                </span>
                {optional ? (
                  <span className="hidden text-xs font-normal text-slate-500 @4xl:inline">
                    <Trans>optional</Trans>
                  </span>
                ) : null}
                <span className="sr-only">
                  {item.done === null
                    ? ''
                    : item.done
                      ? ` ${t`(done)`}`
                      : optional
                        ? ` ${t`(optional, not started)`}`
                        : ` ${t`(not done yet)`}`}
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
