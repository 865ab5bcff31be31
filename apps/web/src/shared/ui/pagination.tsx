import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/format';

const PAGE_BOX =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold';

/**
 * Previous / "Page 2 of 5" / Next under a list, as real links: the browser's Back walks the pages, and a
 * page can be shared. On a page past the end (the list got shorter) it still offers the way back.
 */
export function Pagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  const { t } = useLingui();
  const format = useFormat();
  if (totalPages <= 1 && page <= 1) return null;
  const pageNumber = format.number(page);
  const pageCount = format.number(Math.max(totalPages, 1));
  const step = (target: number | null, rel: 'prev' | 'next') => {
    const label = rel === 'prev' ? t`Previous` : t`Next`;
    const content =
      rel === 'prev' ? (
        <>
          <ChevronLeft aria-hidden="true" className="size-4" />
          {label}
        </>
      ) : (
        <>
          {label}
          <ChevronRight aria-hidden="true" className="size-4" />
        </>
      );
    return target === null ? (
      <span aria-disabled="true" className={clsx(PAGE_BOX, 'border-slate-200 text-slate-400')}>
        {content}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={rel}
        className={clsx(PAGE_BOX, 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50')}
      >
        {content}
      </Link>
    );
  };
  return (
    <nav aria-label={t`Pagination`} className="mt-6 flex items-center justify-between gap-2">
      {step(page > 1 ? Math.min(page - 1, totalPages) : null, 'prev')}
      <p className="text-sm text-slate-600">
        <Trans>
          Page <span className="font-semibold text-slate-900">{pageNumber}</span> of {pageCount}
        </Trans>
      </p>
      {step(page < totalPages ? page + 1 : null, 'next')}
    </nav>
  );
}
