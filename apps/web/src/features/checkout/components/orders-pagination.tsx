import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';

const BOX =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold';

/** Previous / "Page 2 of 5" / Next: real links, so the browser's back button walks the pages. */
export function OrdersPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1) return null;
  const previous = page > 1 ? page - 1 : null;
  const next = page < totalPages ? page + 1 : null;
  const link = (target: number | null, label: string, rel: 'prev' | 'next') => {
    const icon =
      rel === 'prev' ? (
        <ChevronLeft aria-hidden="true" className="size-4" />
      ) : (
        <ChevronRight aria-hidden="true" className="size-4" />
      );
    return target === null ? (
      <span aria-disabled="true" className={clsx(BOX, 'border-slate-200 text-slate-400')}>
        {rel === 'prev' ? icon : null}
        {label}
        {rel === 'next' ? icon : null}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={rel}
        className={clsx(BOX, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
      >
        {rel === 'prev' ? icon : null}
        {label}
        {rel === 'next' ? icon : null}
      </Link>
    );
  };
  return (
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-2">
      {link(previous, 'Previous', 'prev')}
      <p className="text-sm text-slate-600">
        Page <span className="font-semibold text-slate-900">{page}</span> of {totalPages}
      </p>
      {link(next, 'Next', 'next')}
    </nav>
  );
}
