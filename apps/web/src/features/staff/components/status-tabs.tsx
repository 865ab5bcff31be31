import { Link } from 'react-router';
import clsx from 'clsx';
import { CircleCheck } from 'lucide-react';

/**
 * The status filter of a staff list as links (the status lives in the address, so Back and a shared link
 * keep it), drawn as a segmented control that scrolls sideways on a narrow phone rather than wrapping.
 */
export function StatusTabs<T extends string>({
  label,
  tabs,
  current,
  hrefFor,
  onNavigate,
}: {
  label: string;
  tabs: readonly { value: T; label: string }[];
  current: T;
  hrefFor: (value: T) => string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className="mb-5 overflow-x-auto">
      <ul className="inline-flex gap-1 rounded-lg bg-slate-200/70 p-1">
        {tabs.map(({ value, label: text }) => {
          const active = current === value;
          return (
            <li key={value}>
              <Link
                to={hrefFor(value)}
                aria-current={active ? 'page' : undefined}
                onClick={onNavigate}
                className={clsx(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap',
                  active ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
                )}
              >
                {text}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The line that says what the last action did, announced to screen readers. */
export function DoneMessage({ message }: { message: string | null }) {
  return (
    <div role="status">
      {message ? (
        <p className="mb-4 flex gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
