import type { FormEvent, ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** The frame of an add/edit form in a list (a job, a qualification): its title, fields, error and buttons. */
export function EntryFormFrame({
  title,
  onSubmit,
  onCancel,
  pending,
  formError,
  submitLabel,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  formError: string | null;
  submitLabel: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      className="rounded-card bg-white p-4 shadow-card ring-2 ring-primary-200 sm:p-6"
    >
      <h2 className="text-lg font-bold text-slate-900">{title}</h2>
      <fieldset disabled={pending} className="mt-4 space-y-4 disabled:opacity-80">
        {children}
      </fieldset>
      {formError ? (
        <div className="mt-4">
          <FormAlert>{formError}</FormAlert>
        </div>
      ) : null}
      <div className="mt-5 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={pending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Saving…`} /> : submitLabel}
        </Button>
      </div>
    </form>
  );
}
