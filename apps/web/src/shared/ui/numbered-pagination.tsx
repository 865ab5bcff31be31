import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageItems } from '../lib/page-items';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../i18n/format';

interface NumberedPaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
  /** Called when a page link is followed, e.g. to scroll back to the top. */
  onNavigate?: () => void;
}

const BOX = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-sm font-semibold';

/**
 * Numbered pages under a public list (all courses, the job board). Real links (they open in a new tab,
 * crawlers follow them). Phones show "Page 3 of 11" between Previous and Next, since seven numbered 44px
 * buttons do not fit in 360px; wider screens get numbers.
 */
export function NumberedPagination({ page, totalPages, hrefFor, onNavigate }: NumberedPaginationProps) {
  const { t } = useLingui();
  const format = useFormat();
  if (totalPages <= 1) return null;
  const pageNumber = format.number(page);
  const pageCount = format.number(totalPages);
  const hasPrevious = page > 1;
  const hasNext = page < totalPages;
  return (
    <nav aria-label={t`Pagination`} className="flex items-center justify-between gap-2 sm:justify-center">
      {hasPrevious ? (
        <Link
          to={hrefFor(page - 1)}
          onClick={onNavigate}
          rel="prev"
          className={clsx(
            BOX,
            'gap-1 border border-slate-300 bg-white px-3 text-slate-800 hover:bg-slate-50',
          )}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(BOX, 'gap-1 border border-slate-200 px-3 text-slate-400')}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          <Trans>Previous</Trans>
        </span>
      )}

      <p className="text-sm text-slate-600 sm:hidden">
        <Trans>
          Page <span className="font-semibold text-slate-900">{pageNumber}</span> of {pageCount}
        </Trans>
      </p>
      <ol className="hidden items-center gap-1 sm:flex">
        {pageItems(page, totalPages).map((item, index) => {
          if (item === 'gap') {
            return (
              <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-400">
                …
              </li>
            );
          }
          const itemNumber = format.number(item);
          return (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                onClick={onNavigate}
                aria-current={item === page ? 'page' : undefined}
                aria-label={t`Page ${itemNumber}`}
                className={clsx(
                  BOX,
                  item === page ? 'bg-primary-700 text-white' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                {itemNumber}
              </Link>
            </li>
          );
        })}
      </ol>

      {hasNext ? (
        <Link
          to={hrefFor(page + 1)}
          onClick={onNavigate}
          rel="next"
          className={clsx(
            BOX,
            'gap-1 border border-slate-300 bg-white px-3 text-slate-800 hover:bg-slate-50',
          )}
        >
          <Trans>Next</Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </Link>
      ) : (
        <span aria-disabled="true" className={clsx(BOX, 'gap-1 border border-slate-200 px-3 text-slate-400')}>
          <Trans>Next</Trans>
          <ChevronRight className="size-4" aria-hidden="true" />
        </span>
      )}
    </nav>
  );
}
