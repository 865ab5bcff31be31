import type { ReactNode } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import { ChevronLeft, ChevronRight, RefreshCw } from 'lucide-react';
import { buttonClasses } from '../../../shared/ui/button';
import { UnpluggedIllustration } from '../../../shared/ui/illustrations';

/** One h1 per staff screen, with a line on what it is for. */
export function StaffHeading({ title, description }: { title: string; description: ReactNode }) {
  return (
    <div className="mb-6">
      <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-1 text-pretty text-slate-600">{description}</p>
    </div>
  );
}

/** An empty list or a failed load, as a card in the page (DESIGN.md principle 4: say what, offer a way). */
export function StaffNotice(props: {
  illustration: ReactNode;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="flex flex-col items-center rounded-card bg-white px-4 py-10 text-center shadow-card sm:py-14">
      <div className="w-40 sm:w-48">{props.illustration}</div>
      <h2 className="mt-5 text-xl font-bold text-balance text-slate-900">{props.title}</h2>
      <div className="mt-2 max-w-md text-pretty text-slate-600">{props.description}</div>
      {props.children ? (
        <div className="mt-6 flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:justify-center">
          {props.children}
        </div>
      ) : null}
    </section>
  );
}

/** The server's message, formatted per SPEC.md §8, and a retry. */
export function StaffLoadError({
  title,
  error,
  onRetry,
  retrying,
}: {
  title: string;
  error: Error;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StaffNotice illustration={<UnpluggedIllustration />} title={title} description={error.message}>
      <button type="button" onClick={onRetry} disabled={retrying} className={buttonClasses()}>
        <RefreshCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </StaffNotice>
  );
}

const PAGE_BOX =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold';

/** Previous / "Page 2 of 5" / Next as real links: Back walks the pages, and a page can be shared. */
export function StaffPagination({
  page,
  totalPages,
  hrefFor,
}: {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}) {
  if (totalPages <= 1 && page <= 1) return null;
  const step = (target: number | null, rel: 'prev' | 'next') => {
    const label = rel === 'prev' ? 'Previous' : 'Next';
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
    <nav aria-label="Pagination" className="mt-6 flex items-center justify-between gap-2">
      {step(page > 1 ? Math.min(page - 1, totalPages) : null, 'prev')}
      <p className="text-sm text-slate-600">
        Page <span className="font-semibold text-slate-900">{page}</span> of {totalPages}
      </p>
      {step(page < totalPages ? page + 1 : null, 'next')}
    </nav>
  );
}
