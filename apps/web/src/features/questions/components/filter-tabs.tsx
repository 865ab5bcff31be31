import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import type { QuestionListFilter } from '../api/get-my-questions';

/** Two tabs over the same list: every question, or those still waiting for the instructor. */
export function FilterTabs({
  value,
  onChange,
}: {
  value: QuestionListFilter;
  onChange: (filter: QuestionListFilter) => void;
}) {
  const { t } = useLingui();
  const options: { key: QuestionListFilter; label: string }[] = [
    { key: 'all', label: t`All` },
    { key: 'unanswered', label: t`Waiting for an answer` },
  ];
  return (
    <div role="group" aria-label={t`Show`} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.key}
          type="button"
          aria-pressed={value === option.key}
          onClick={() => onChange(option.key)}
          className={clsx(
            'min-h-11 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
            value === option.key
              ? 'bg-primary-700 text-white ring-primary-700'
              : 'bg-white text-slate-700 ring-slate-300 hover:bg-slate-50',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}
