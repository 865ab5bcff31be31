import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Search, X } from 'lucide-react';
import clsx from 'clsx';
import {
  SUGGESTION_LABELS,
  allCoursesSearchHref,
  filterSuggestions,
  isAllCoursesPath,
  isSpecSuggestion,
} from './course-search';
import { useServerSuggestions } from './use-search-suggestions';
import { Trans, useLingui } from '@lingui/react/macro';

export type SearchBoxTone = 'light' | 'dark';

interface CourseSearchBoxProps {
  /** `dark` when the box sits on a dark background (the transparent navbar over the home hero). */
  tone?: SearchBoxTone;
  /** Called after the box navigates (the mobile menu closes itself with it). */
  onNavigate?: () => void;
  className?: string;
  size?: 'md' | 'lg';
}

/**
 * The course search of SPEC.md §2, shared by the desktop navbar, the mobile menu and the not-found page.
 * An ARIA 1.2 combobox with a listbox popup: the five suggestions show on focus, in the interface's
 * language (filtered by the typed text; a Bangla or Banglish phrase gets the server's suggestions, issue 16
 * item 7), arrows move through them, Enter picks the highlighted one or submits the text, Escape closes.
 */
export function CourseSearchBox({
  tone = 'light',
  onNavigate,
  className,
  size = 'md',
}: CourseSearchBoxProps) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const onAllCourses = isAllCoursesPath(location.pathname);
  // The box mirrors the `search` of the address while on /allcourses (SPEC.md §2).
  const addressText = onAllCourses ? (searchParams.get('search') ?? '') : '';

  const [text, setText] = useState(addressText);
  const [syncedAddressText, setSyncedAddressText] = useState(addressText);
  if (addressText !== syncedAddressText) {
    // The address changed under us (back button, a link, a clear elsewhere): show its search text.
    setSyncedAddressText(addressText);
    setText(addressText);
  }

  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const listId = `${id}-suggestions`;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The five suggestions match at once, in English or as they read on screen; for anything else (a Bangla
  // or Banglish phrase of the search vocabulary) the server is asked.
  const labelOf = (suggestion: string) =>
    isSpecSuggestion(suggestion) ? i18n._(SUGGESTION_LABELS[suggestion]) : suggestion;
  const local = filterSuggestions(text, labelOf);
  const suggestions = useServerSuggestions(text, local.length === 0) ?? local;
  const expanded = open && suggestions.length > 0;

  function go(value: string) {
    setText(value.trim());
    setOpen(false);
    setActive(-1);
    void navigate(allCoursesSearchHref(value, location));
    inputRef.current?.blur();
    onNavigate?.();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = expanded && active >= 0 ? suggestions[active] : undefined;
    go(picked ?? text);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (suggestions.length === 0 ? -1 : (i + 1) % suggestions.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (suggestions.length === 0 ? -1 : i <= 0 ? suggestions.length - 1 : i - 1));
        break;
      case 'Escape':
        if (expanded) {
          // Close only the list; a second Escape reaches the surrounding dialog or menu.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
        }
        break;
      default:
        break;
    }
  }

  function clear() {
    setText('');
    setActive(-1);
    inputRef.current?.focus();
    // SPEC.md §2: the clear button also removes the search from the address.
    if (onAllCourses && (searchParams.has('search') || searchParams.has('page'))) {
      void navigate(allCoursesSearchHref('', location));
    }
  }

  const dark = tone === 'dark';
  return (
    <form role="search" onSubmit={onSubmit} className={clsx('relative', className)}>
      <label htmlFor={`${id}-input`} className="sr-only">
        <Trans>Search courses</Trans>
      </label>
      <Search
        aria-hidden="true"
        className={clsx(
          'pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2',
          dark ? 'text-white/80' : 'text-slate-500',
        )}
      />
      <input
        ref={inputRef}
        id={`${id}-input`}
        type="search"
        role="combobox"
        autoComplete="off"
        enterKeyHint="search"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t`Search courses`}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onClick={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        className={clsx(
          'w-full rounded-full border pr-11 pl-10 text-base transition-colors',
          '[&::-webkit-search-cancel-button]:appearance-none',
          size === 'lg' ? 'h-12' : 'h-11',
          dark
            ? 'border-white/30 bg-white/10 text-white placeholder:text-white/75 focus:border-white focus:bg-white/15 focus-visible:outline-white'
            : 'border-slate-300 bg-white text-slate-900 placeholder:text-slate-500 focus:border-primary-600',
        )}
      />
      {text ? (
        <button
          type="button"
          onClick={clear}
          aria-label={t`Clear search`}
          className={clsx(
            'absolute top-1/2 right-0.5 flex size-10 -translate-y-1/2 items-center justify-center rounded-full',
            dark
              ? 'text-white/85 hover:bg-white/15'
              : 'text-slate-500 hover:bg-slate-100 hover:text-slate-800',
          )}
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      ) : null}
      <ul
        id={listId}
        role="listbox"
        aria-label={t`Suggested searches`}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl border border-slate-200 bg-white py-1 text-left shadow-raised"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the input so the blur handler does not close the list before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(suggestion)}
            onMouseEnter={() => setActive(index)}
            className={clsx(
              'flex min-h-11 cursor-pointer items-center gap-3 px-4 text-sm text-slate-800',
              index === active && 'bg-primary-50 text-primary-900',
            )}
          >
            <Search aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {labelOf(suggestion)}
          </li>
        ))}
      </ul>
    </form>
  );
}
