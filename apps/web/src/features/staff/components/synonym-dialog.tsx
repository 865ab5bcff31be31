import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import type { z } from 'zod';
import { SynonymInput, type SynonymRow } from '@dokkho/contract/search';
import { Trans, useLingui } from '@lingui/react/macro';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormField } from '../../../shared/ui/form-field';
import { useSaveSynonym } from '../api/search-vocabulary';

type Values = z.output<typeof SynonymInput>;

/**
 * Adding a phrase to the search vocabulary, or changing one (`entry`): what people type and the English
 * words the catalog and the job board look for instead. Empty search words make a filler word that a search
 * drops ("chai", "শিখতে"). The server's refusal (the phrase is already there) shows in the form.
 */
export function SynonymDialog({
  entry,
  open,
  onOpenChange,
  onSaved,
}: {
  /** The entry to change; null to add one. */
  entry: SynonymRow | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSaved: (row: SynonymRow) => void;
}) {
  const { t } = useLingui();
  const save = useSaveSynonym(entry?.phrase ?? null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof SynonymInput>, unknown, Values>({
    resolver: zodResolver(SynonymInput),
    values: { phrase: entry?.phrase ?? '', replacement: entry?.replacement ?? '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const row = await save.mutateAsync(values);
      reset();
      onSaved(row);
    } catch (error) {
      setFormError(applyServerErrors(error, ['phrase', 'replacement'], setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      tone="primary"
      title={entry ? t`Edit search phrase` : t`Add a search phrase`}
      description={
        <p>
          <Trans>
            When someone searches for the phrase, courses and jobs are searched with the English words
            instead. Leave the English words empty for a word a search should ignore, such as “chai”.
          </Trans>
        </p>
      }
      pending={save.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel={t`Cancel`}
      submitLabel={entry ? t`Save changes` : t`Add phrase`}
      pendingLabel={t`Saving…`}
    >
      <div className="space-y-4">
        <FormField
          label={t`Phrase people type`}
          help={t`Bangla or Banglish, up to 4 words, e.g. “এক্সেল” or “excel shikhte”.`}
          autoComplete="off"
          spellCheck={false}
          error={errors.phrase?.message}
          {...register('phrase')}
        />
        <FormField
          label={t`English search words`}
          help={t`e.g. “excel”. Empty: the phrase is left out of the search.`}
          optional
          autoComplete="off"
          spellCheck={false}
          error={errors.replacement?.message}
          {...register('replacement')}
        />
      </div>
    </ConfirmDialog>
  );
}
