import type { FormEvent, ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

/** The frame of an achievement's or a degree's form: its fields, the error, Save and Cancel. */
export function EntryForm({
  title,
  onSubmit,
  onCancel,
  pending,
  formError,
  children,
}: {
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  pending: boolean;
  formError: string | null;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <form noValidate onSubmit={onSubmit} aria-label={title} className="space-y-4">
      <h3 className="font-semibold text-slate-900">{title}</h3>
      <fieldset disabled={pending} className="space-y-4">
        {children}
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Saving…`} /> : t`Save`}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}
