import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';

/**
 * The recruiter pages' way back to the list they came from, above the page's heading. `truncate` keeps a
 * long name (a post's title) on one line at 360px instead of pushing the heading down.
 */
export function BackLink({
  to,
  truncate = false,
  children,
}: {
  to: string;
  truncate?: boolean;
  children: ReactNode;
}) {
  return (
    <Link
      to={to}
      className="mb-2 -ml-2 inline-flex min-h-11 max-w-full items-center gap-1 rounded-lg px-2 text-sm font-semibold text-slate-700 hover:bg-slate-100"
    >
      <ArrowLeft aria-hidden="true" className="size-4 shrink-0" />
      {truncate ? <span className="truncate">{children}</span> : children}
    </Link>
  );
}
