import type { ReactNode } from 'react';
import clsx from 'clsx';
import { useLingui } from '@lingui/react/macro';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { QueryStates, type LoadableQuery } from '../../../shared/ui/query-states';

/**
 * One staff queue of cards (payout requests, hiring leads, job reports): the failed load, two skeleton
 * cards, the empty notice, then "N things" over the cards, two abreast from md and dimmed while a
 * refetch runs. The queues were written out alike three times; this keeps their look and states in step.
 */
export function StaffCardQueue<T>({
  query,
  items,
  errorTitle,
  loadingLabel,
  skeletonLines,
  empty,
  count,
  listLabel,
  children,
}: {
  query: LoadableQuery<T>;
  /** The loaded data's cards, and the total when the list is paged (the page can hold fewer). */
  items: (data: T) => { results: unknown[]; count: number };
  /** The failed load's title, e.g. "We couldn’t load the payout requests". */
  errorTitle: string;
  /** For screen readers while it loads, e.g. "Loading payout requests". */
  loadingLabel: string;
  /** Each skeleton card's lines, shaped like the card to come. */
  skeletonLines: ReactNode;
  /** The empty notice's text when there is nothing at all (a paged list's emptied page says so instead). */
  empty: { title: string; description: string };
  /** The count line, e.g. "3 leads". */
  count: (total: number) => string;
  listLabel: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <QueryStates
      query={query}
      errorSize="sm"
      errorTitle={errorTitle}
      loadingLabel={loadingLabel}
      loadingClassName="grid grid-cols-1 gap-4 md:grid-cols-2"
      skeletons={[0, 1].map((i) => (
        <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
          {skeletonLines}
        </div>
      ))}
      isEmpty={(data) => items(data).results.length === 0}
      empty={
        <EmptyQueueNotice
          // A page past the end (the list shrank since the link was made) is not "nothing at all".
          pageEmptied={query.data !== undefined && items(query.data).count > 0}
          empty={empty}
        />
      }
    >
      {(data) => (
        <>
          <p className="mb-2 text-sm text-slate-600">{count(items(data).count)}</p>
          <ul
            aria-label={listLabel}
            aria-busy={query.isFetching}
            className={clsx(
              'grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2',
              query.isFetching && 'opacity-60',
            )}
          >
            {children(data)}
          </ul>
        </>
      )}
    </QueryStates>
  );
}

function EmptyQueueNotice({
  pageEmptied,
  empty,
}: {
  pageEmptied: boolean;
  empty: { title: string; description: string };
}) {
  const { t } = useLingui();
  return (
    <Notice
      size="sm"
      illustration={<SignpostIllustration />}
      title={pageEmptied ? t`This page is empty` : empty.title}
      description={
        pageEmptied ? t`The list is shorter than it was. Go back to the first page.` : empty.description
      }
    />
  );
}
