import { useEffect, useState } from 'react';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import { z } from 'zod';
import { ResumeDocument } from '@dokkho/contract/resume';
import { nestedResolver, sectionValidity } from './builder-resolver';
import type { ResumeAutosave } from './use-resume-autosave';

type Section = keyof ResumeDocument;

/**
 * One step's form: react-hook-form over the step's whole sections, checked by the contract's schemas
 * (the same words as the server), and every change handed to the autosave with which sections are valid.
 * Messages show once a field was left (then on every change), so typing is not interrupted.
 */
export function useStepForm<K extends Section>(sections: readonly K[], autosave: ResumeAutosave) {
  type Values = Pick<ResumeDocument, K> & FieldValues;
  const [shape] = useState(
    () =>
      Object.fromEntries(sections.map((key) => [key, ResumeDocument.shape[key]])) as unknown as Record<
        K,
        z.ZodType
      >,
  );
  const form = useForm<Values>({
    defaultValues: Object.fromEntries(
      sections.map((key) => [key, structuredClone(autosave.document[key])]),
    ) as DefaultValues<Values>,
    resolver: nestedResolver<Values>(z.object(shape)),
    mode: 'onTouched',
  });
  const { updateDocument } = autosave;
  const { subscribe, trigger } = form;

  // Opened with values that are not valid (a draft restored from this device): show what to fix at once.
  useEffect(() => {
    const values = Object.fromEntries(sections.map((key) => [key, autosave.document[key]])) as Record<
      K,
      unknown
    >;
    if (Object.values(sectionValidity(shape, values)).includes(false)) void trigger();
    // Only as the form opens: afterwards messages follow the fields being edited.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => {
          // A copy: the autosave compares sections by reference and keeps them past the form's next change.
          const copy = JSON.parse(JSON.stringify(values)) as Record<K, unknown>;
          updateDocument(copy as Partial<ResumeDocument>, sectionValidity(shape, copy));
        },
      }),
    [subscribe, updateDocument, shape],
  );

  return form;
}
