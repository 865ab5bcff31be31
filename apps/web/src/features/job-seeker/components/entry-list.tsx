import { useState, type ReactNode } from 'react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { Notice } from '../../../shared/ui/notice';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { useDeleteEntry } from '../api/profile-entries';

/** Which row is being edited: none, a new one, or an existing row by id. */
export type Editing = null | 'new' | number;

/**
 * A list of profile rows (jobs, qualifications) with add, edit and delete. One form at a time, in place of
 * the row it edits (or at the top for a new one); delete asks first.
 */
export function EntryList<T extends { id: number }>({
  kind,
  items,
  limit,
  addLabel,
  emptyTitle,
  emptyText,
  describe,
  renderItem,
  renderForm,
}: {
  kind: 'experience' | 'education';
  items: T[];
  limit: number;
  addLabel: string;
  emptyTitle: string;
  emptyText: string;
  /** The row's name for the buttons and the delete question ("Sales executive at Pran"). */
  describe: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (item: T | undefined, done: () => void) => ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const remove = useDeleteEntry(kind);
  const done = () => setEditing(null);
  const editLabel = (name: string) => t`Edit ${name}`;
  const deleteLabel = (name: string) => t`Delete ${name}`;
  const full = items.length >= limit;
  const limitText = format.number(limit);
  const deletingName = deleting ? describe(deleting) : '';

  return (
    // One readable column: a CV's rows and their forms do not need the whole width of a desktop screen.
    <div className="max-w-3xl">
      {editing === 'new' ? (
        <div className="mb-4">{renderForm(undefined, done)}</div>
      ) : (
        <div className="mb-4">
          <Button onClick={() => setEditing('new')} disabled={full || editing !== null}>
            <Plus aria-hidden="true" className="size-4" />
            {addLabel}
          </Button>
          {full ? (
            <p className="mt-2 text-sm text-slate-600">
              <Trans>You have reached the limit of {limitText}.</Trans>
            </p>
          ) : null}
        </div>
      )}

      {items.length === 0 && editing !== 'new' ? (
        <Notice illustration={<SignpostIllustration />} title={emptyTitle} description={emptyText} />
      ) : (
        <ul className="space-y-3">
          {items.map((item) =>
            editing === item.id ? (
              <li key={item.id}>{renderForm(item, done)}</li>
            ) : (
              <li
                key={item.id}
                className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">{renderItem(item)}</div>
                  <div className="flex shrink-0 gap-2">
                    <Button
                      variant="secondary"
                      size="sm"
                      onClick={() => setEditing(item.id)}
                      disabled={editing !== null}
                      aria-label={editLabel(describe(item))}
                    >
                      <Pencil aria-hidden="true" className="size-4" />
                      <Trans>Edit</Trans>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => setDeleting(item)}
                      disabled={editing !== null}
                      aria-label={deleteLabel(describe(item))}
                      className="text-danger-700 hover:bg-danger-50 hover:text-danger-700"
                    >
                      <Trash2 aria-hidden="true" className="size-4" />
                      <Trans>Delete</Trans>
                    </Button>
                  </div>
                </div>
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t`Delete this from your profile?`}
        description={
          <p>
            <Trans>{deletingName} will be removed from your profile.</Trans>
          </p>
        }
        pending={remove.isPending}
        formError={formError}
        onDismiss={() => setFormError(null)}
        onSubmit={(event) => {
          event.preventDefault();
          if (!deleting) return;
          setFormError(null);
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: (error) => setFormError(error.message),
          });
        }}
        cancelLabel={t`Keep it`}
        submitLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
      />
    </div>
  );
}
