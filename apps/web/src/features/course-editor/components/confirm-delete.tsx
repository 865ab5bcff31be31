import { useState, type ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';

/** A delete button that asks first (a module takes its lessons with it). */
export function ConfirmDelete({
  label,
  title,
  description,
  onConfirm,
}: {
  /** The button's accessible name: "Delete module Basics". */
  label: string;
  title: string;
  description: ReactNode;
  /** True when it went. */
  onConfirm: () => Promise<boolean>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button variant="ghost" size="sm" aria-label={label} onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        pending={pending}
        formError={error}
        onDismiss={() => setError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Delete`}
        pendingLabel={t`Deleting…`}
        onSubmit={(event) => {
          event.preventDefault();
          setPending(true);
          void onConfirm().then((done) => {
            setPending(false);
            if (done) setOpen(false);
            else setError(t`Not deleted: see the saving status at the top.`);
          });
        }}
      />
    </>
  );
}
