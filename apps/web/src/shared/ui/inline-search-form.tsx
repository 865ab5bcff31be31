import type { FormEvent, ReactNode } from 'react';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { buttonClasses } from './button';
import { inputClasses } from './form-field';
import { Trans } from '@lingui/react/macro';

/**
 * A list's own search: one box and a Search button on a line (the button shrinks to its icon on a phone,
 * keeping its name for screen readers). The form is a named search landmark and the box has a hidden
 * label, so both are found by name. The recruiter's posts and applicants lists used the same markup.
 */
export function InlineSearchForm({
  formLabel,
  inputId,
  inputLabel,
  placeholder,
  value,
  onValueChange,
  onSubmit,
  className,
  after,
}: {
  /** The landmark's name, e.g. "Find applicants". */
  formLabel: string;
  inputId: string;
  /** The box's hidden label, e.g. "Search applicants". */
  inputLabel: string;
  placeholder: string;
  value: string;
  onValueChange: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  className?: string;
  /** Shown after the Search button, e.g. a link that clears the search. */
  after?: ReactNode;
}) {
  return (
    <form role="search" aria-label={formLabel} onSubmit={onSubmit} className={clsx('flex gap-2', className)}>
      <label htmlFor={inputId} className="sr-only">
        {inputLabel}
      </label>
      <input
        id={inputId}
        type="search"
        value={value}
        maxLength={100}
        onChange={(event) => onValueChange(event.target.value)}
        placeholder={placeholder}
        autoComplete="off"
        className={inputClasses(false)}
      />
      <button type="submit" className={buttonClasses({ variant: 'secondary', className: 'shrink-0' })}>
        <Search aria-hidden="true" className="size-4" />
        <span className="sr-only sm:not-sr-only">
          <Trans>Search</Trans>
        </span>
      </button>
      {after}
    </form>
  );
}
