import { useId, useState } from 'react';
import { Star } from 'lucide-react';
import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS: readonly (MessageDescriptor | null)[] = [
  null,
  msg`Poor`,
  msg`Fair`,
  msg`Good`,
  msg`Very good`,
  msg`Excellent`,
];

/**
 * A 1-5 star choice built on native radio buttons, so arrows, Tab and screen readers work as they do on
 * any radio group; the stars are their labels (44px targets). Hovering previews a rating.
 */
export function StarInput({
  value,
  onChange,
  onBlur,
  error,
  legend,
  name,
}: {
  value: number | undefined;
  onChange: (rating: number) => void;
  onBlur?: () => void;
  error?: string | undefined;
  legend?: string;
  name: string;
}) {
  const { i18n, t } = useLingui();
  const id = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend ?? t`Your rating`}</legend>
      <div className="flex flex-wrap items-center gap-x-3">
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {STARS.map((rating) => (
            <label
              key={rating}
              onMouseEnter={() => setHover(rating)}
              className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600"
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={value === rating}
                onChange={() => onChange(rating)}
                onBlur={onBlur}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={clsx(
                  'size-8 transition-colors',
                  rating <= shown ? 'text-accent-500' : 'text-slate-300',
                )}
                fill="currentColor"
                strokeWidth={rating <= shown ? 0 : 1}
              />
              <span className="sr-only">
                <Plural value={rating} one="# star" other="# stars" />
              </span>
            </label>
          ))}
        </div>
        <span className="min-w-20 text-sm font-medium text-slate-700" aria-hidden="true">
          {WORDS[shown] ? i18n._(WORDS[shown]) : ''}
        </span>
      </div>
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-danger-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Read-only stars for a given rating, one accessible name ("4 out of 5 stars"). */
export function StarsShown({ rating, className }: { rating: number; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const shown = format.number(rating);
  const outOf = format.number(STARS.length);
  return (
    <span
      role="img"
      aria-label={t`${shown} out of ${outOf} stars`}
      className={clsx('inline-flex', className)}
    >
      {STARS.map((i) => (
        <Star
          key={i}
          aria-hidden="true"
          className={clsx('size-4', i <= rating ? 'text-accent-500' : 'text-slate-300')}
          fill="currentColor"
          strokeWidth={0}
        />
      ))}
    </span>
  );
}
