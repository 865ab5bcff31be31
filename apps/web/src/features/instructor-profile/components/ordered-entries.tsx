import { useState, type FormEvent, type ReactNode } from 'react';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form-alert';

interface Entry {
  id: number;
}

/** The closing of an entry's form: saved, or cancelled. */
export type CloseForm = () => void;

/**
 * An ordered list the instructor edits in place (achievements, education): each entry with move up and
 * down (buttons, so keyboards and screen readers reorder as easily as a thumb), edit (its form opens in
 * the entry's place) and remove (after a confirmation), and "Add" at the end. At most one form is open.
 */
export function OrderedEntries<T extends Entry>({
  entries,
  limit,
  render,
  entryName,
  renderForm,
  labels,
  move,
  remove,
}: {
  entries: readonly T[];
  limit: number;
  render: (entry: T) => ReactNode;
  /** How the entry is named in buttons and the removal question. */
  entryName: (entry: T) => string;
  renderForm: (entry: T | null, close: CloseForm) => ReactNode;
  labels: {
    /** The list's accessible name, e.g. "Your achievements". */
    list: string;
    add: string;
    empty: ReactNode;
    full: string;
    removeTitle: string;
    removeDescription: (name: string) => string;
  };
  move: { pending: boolean; run: (ids: number[]) => Promise<unknown> };
  remove: { pending: boolean; run: (id: number) => Promise<unknown> };
}) {
  const { t } = useLingui();
  const messageOf = (error: unknown) => (error instanceof Error ? error.message : t`Something went wrong.`);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [moveError, setMoveError] = useState<string | null>(null);
  const close = () => setEditing(null);

  async function moveEntry(index: number, by: -1 | 1) {
    const ids = entries.map((entry) => entry.id);
    const target = index + by;
    if (target < 0 || target >= ids.length) return;
    [ids[index], ids[target]] = [ids[target]!, ids[index]!];
    setMoveError(null);
    try {
      await move.run(ids);
    } catch (error) {
      setMoveError(messageOf(error));
    }
  }

  async function confirmRemove(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!removing) return;
    try {
      await remove.run(removing.id);
      setRemoving(null);
    } catch (error) {
      setRemoveError(messageOf(error));
    }
  }

  return (
    <div className="space-y-4">
      {entries.length === 0 && editing !== 'new' ? labels.empty : null}
      {entries.length > 0 ? (
        <ol aria-label={labels.list} className="space-y-3">
          {entries.map((entry, index) => {
            const name = entryName(entry);
            return (
              <li key={entry.id} className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200">
                {editing === entry.id ? (
                  renderForm(entry, close)
                ) : (
                  <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                    <div className="min-w-0">{render(entry)}</div>
                    <div className="flex shrink-0 gap-1">
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Move ${name} up`}
                        disabled={index === 0 || move.pending}
                        onClick={() => void moveEntry(index, -1)}
                      >
                        <ArrowUp aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Move ${name} down`}
                        disabled={index === entries.length - 1 || move.pending}
                        onClick={() => void moveEntry(index, 1)}
                      >
                        <ArrowDown aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Edit ${name}`}
                        onClick={() => setEditing(entry.id)}
                      >
                        <Pencil aria-hidden="true" className="size-4" />
                      </Button>
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t`Remove ${name}`}
                        onClick={() => {
                          setRemoveError(null);
                          setRemoving(entry);
                        }}
                      >
                        <Trash2 aria-hidden="true" className="size-4 text-danger-700" />
                      </Button>
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      {moveError ? <FormAlert>{moveError}</FormAlert> : null}
      {editing === 'new' ? (
        <div className="rounded-card bg-white p-4 shadow-card ring-1 ring-primary-200">
          {renderForm(null, close)}
        </div>
      ) : entries.length >= limit ? (
        <p className="text-sm text-slate-600">{labels.full}</p>
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')} disabled={editing !== null}>
          <Plus aria-hidden="true" className="size-4" />
          {labels.add}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={labels.removeTitle}
        description={removing ? labels.removeDescription(entryName(removing)) : ''}
        pending={remove.pending}
        formError={removeError}
        onSubmit={(event) => void confirmRemove(event)}
        onDismiss={() => setRemoveError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Remove`}
        pendingLabel={t`Removing…`}
      />
    </div>
  );
}
