import { useId, useState, type FormEvent } from 'react';
import { ArrowRight, Pencil, Trash2 } from 'lucide-react';
import type { SynonymRow } from '@dokkho/contract/search';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useDeleteSynonym } from '../api/search-vocabulary';

/** One entry of the search vocabulary: the phrase, what is searched instead, and its Edit and Delete. */
export function SynonymCard({
  entry,
  onEdit,
  onDeleted,
}: {
  entry: SynonymRow;
  onEdit: (entry: SynonymRow) => void;
  onDeleted: (message: string) => void;
}) {
  const { t } = useLingui();
  const remove = useDeleteSynonym(entry.phrase);
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const phrase = entry.phrase;
  const headingId = `${useId()}-title`;

  async function onDelete(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    try {
      await remove.mutateAsync();
      setConfirming(false);
      onDeleted(t`Removed “${phrase}” from the search vocabulary.`);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  }

  return (
    <li className="min-w-0">
      <article
        aria-labelledby={headingId}
        className="flex h-full flex-col gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:flex-row sm:items-center"
      >
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="font-semibold break-words text-slate-900">
            {entry.phrase}
          </h2>
          <p className="mt-1 flex items-center gap-2 text-sm break-words text-slate-700">
            <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
            {entry.replacement ? (
              <span lang="en">{entry.replacement}</span>
            ) : (
              <span className="text-slate-500 italic">
                <Trans>left out of the search</Trans>
              </span>
            )}
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <button
            type="button"
            onClick={() => onEdit(entry)}
            aria-label={t`Edit “${phrase}”`}
            className={buttonClasses({ variant: 'secondary', size: 'sm', className: 'flex-1 sm:flex-none' })}
          >
            <Pencil aria-hidden="true" className="size-4" />
            <Trans>Edit</Trans>
          </button>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            aria-label={t`Delete “${phrase}”`}
            className={buttonClasses({
              variant: 'ghost',
              size: 'sm',
              className: 'flex-1 text-danger-700 sm:flex-none',
            })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <Trans>Delete</Trans>
          </button>
        </div>
      </article>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Delete “${phrase}”?`}
        description={
          <p>
            <Trans>The next search for “{phrase}” is no longer rewritten and may find nothing.</Trans>
          </p>
        }
        pending={remove.isPending}
        formError={formError}
        onSubmit={(event) => void onDelete(event)}
        onDismiss={() => setFormError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Delete phrase`}
        pendingLabel={t`Deleting…`}
      />
    </li>
  );
}
