import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Plus, X } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SynonymRow } from '@dokkho/contract/search';
import { buttonClasses } from '../../../shared/ui/button';
import { InlineSearchForm } from '../../../shared/ui/inline-search-form';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SYNONYMS_PAGE_SIZE, useSynonyms, type SynonymFilters } from '../api/search-vocabulary';
import { StaffCardQueue } from '../components/staff-card-queue';
import { DoneMessage } from '../components/status-tabs';
import { SynonymCard } from '../components/synonym-card';
import { SynonymDialog } from '../components/synonym-dialog';
import { SEARCH_MAX, pageFrom, totalPages } from '../lib/list-filters';
import { STAFF_SEARCH_VOCABULARY_PATH } from '../lib/paths';

function vocabularyHref(filters: SynonymFilters): string {
  const params = new URLSearchParams();
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  const text = params.toString();
  return `${STAFF_SEARCH_VOCABULARY_PATH}${text ? `?${text}` : ''}`;
}

function Filters({ search }: { search: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [text, setText] = useState(search);
  // The address is the truth (Back, a shared link): the box follows it when it changes from outside.
  const [seen, setSeen] = useState(search);
  if (search !== seen) {
    setSeen(search);
    setText(search);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(vocabularyHref({ search: text.trim(), page: 1 }));
  }

  return (
    <InlineSearchForm
      formLabel={t`Find search phrases`}
      inputId="staff-synonym-search"
      inputLabel={t`Search phrases or English words`}
      placeholder={t`Phrase or English word`}
      value={text}
      onValueChange={setText}
      onSubmit={onSubmit}
      className="mb-5"
      after={
        search ? (
          <Link
            to={STAFF_SEARCH_VOCABULARY_PATH}
            className={buttonClasses({ variant: 'ghost', className: 'shrink-0' })}
          >
            <X aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">
              <Trans>Clear</Trans>
            </span>
          </Link>
        ) : null
      }
    />
  );
}

/**
 * /staff/search-vocabulary: the Bangla and Banglish phrases search understands (issue 16 item 7;
 * `admin/search-synonyms/`). Staff add, edit and delete them; the next search uses the change.
 */
export function StaffSearchVocabularyPage() {
  const { t } = useLingui();
  const [searchParams] = useSearchParams();
  const filters: SynonymFilters = {
    search: (searchParams.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: pageFrom(searchParams.get('page')),
  };
  const synonyms = useSynonyms(filters);
  const [done, setDone] = useState<string | null>(null);
  // The dialog: closed, adding (null) or editing an entry.
  const [dialog, setDialog] = useState<{ entry: SynonymRow | null } | null>(null);
  const data = synonyms.data;
  const searched = filters.search;

  function onSaved(row: SynonymRow) {
    const phrase = row.phrase;
    setDone(dialog?.entry ? t`Saved “${phrase}”.` : t`Added “${phrase}”. The next search uses it.`);
    setDialog(null);
  }

  return (
    <>
      <PageHeading
        title={t`Search vocabulary`}
        description={t`Bangla and Banglish phrases, and the English words courses and jobs are searched with instead.`}
        actions={
          <button
            type="button"
            onClick={() => {
              setDone(null);
              setDialog({ entry: null });
            }}
            className={buttonClasses()}
          >
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add phrase</Trans>
          </button>
        }
      />
      <Filters search={filters.search} />
      <DoneMessage message={done} />
      <StaffCardQueue
        query={synonyms}
        items={(page) => page}
        errorTitle={t`We couldn’t load the search vocabulary`}
        loadingLabel={t`Loading search phrases`}
        skeletonLines={
          <>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-4 w-1/3" />
          </>
        }
        empty={
          searched
            ? {
                title: t`No phrase matches “${searched}”`,
                description: t`Check the spelling, or add it as a new phrase.`,
              }
            : {
                title: t`The search vocabulary is empty`,
                description: t`Add a Bangla or Banglish phrase and the English words to search with.`,
              }
        }
        count={(total) => t`${plural(total, { one: '# phrase', other: '# phrases' })}`}
        listLabel={t`Search phrases`}
      >
        {(page) =>
          page.results.map((entry) => (
            <SynonymCard
              key={entry.phrase}
              entry={entry}
              onEdit={(row) => {
                setDone(null);
                setDialog({ entry: row });
              }}
              onDeleted={setDone}
            />
          ))
        }
      </StaffCardQueue>
      {data ? (
        <Pagination
          page={filters.page}
          totalPages={totalPages(data.count, SYNONYMS_PAGE_SIZE)}
          hrefFor={(page) => vocabularyHref({ ...filters, page })}
        />
      ) : null}
      <SynonymDialog
        entry={dialog?.entry ?? null}
        open={dialog !== null}
        onOpenChange={(open) => {
          if (!open) setDialog(null);
        }}
        onSaved={onSaved}
      />
    </>
  );
}
