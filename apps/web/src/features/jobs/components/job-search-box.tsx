import { useEffect, useRef, useState } from 'react';
import { Search, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { inputClasses } from '../../../shared/ui/form-field';

export const SEARCH_DEBOUNCE_MS = 400;

/**
 * The board's search: results follow the typing after a short pause (no request per key on mobile data),
 * Enter searches at once, and the address is the truth: Back or a cleared chip puts its text back here.
 */
export function JobSearchBox({
  value,
  onSearch,
  placeholder,
}: {
  value: string;
  onSearch: (search: string) => void;
  placeholder?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  const latest = useRef(onSearch);
  useEffect(() => {
    latest.current = onSearch;
  });

  useEffect(() => {
    if (text.trim() === value.trim()) return undefined;
    const timer = window.setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={t`Search jobs`}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
      className="relative"
    >
      <label htmlFor="job-search" className="sr-only">
        <Trans>Search jobs</Trans>
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-500"
      />
      <input
        id="job-search"
        type="search"
        value={text}
        maxLength={100}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder ?? t`Job title, company or skill`}
        autoComplete="off"
        enterKeyHint="search"
        className={`${inputClasses(false)} min-h-12 pr-12 pl-11 shadow-sm [&::-webkit-search-cancel-button]:hidden`}
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-1 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
        >
          <X aria-hidden="true" className="size-5" />
          <span className="sr-only">
            <Trans>Clear search</Trans>
          </span>
        </button>
      ) : null}
    </form>
  );
}
