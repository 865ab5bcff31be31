import { useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
} from 'react-hook-form';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useSaveEntry, type EntryBody, type EntryKind } from '../api/profile-entries';

/**
 * The state of an add/edit form for one experience or education row: the form seeded from the row (or
 * empty), and a submit that saves it (POST or PUT), maps the server's field errors onto the fields and
 * says the rest above the buttons. The experience and education forms differ only in their fields.
 */
export function useEntryForm<K extends EntryKind, E extends { id: number }, V extends FieldValues>({
  kind,
  entry,
  toForm,
  empty,
  resolver,
  toBody,
  fields,
  onDone,
}: {
  kind: K;
  entry: E | undefined;
  toForm: (entry: E) => V;
  empty: () => V;
  resolver: Resolver<V>;
  toBody: (values: V) => EntryBody<K>;
  fields: readonly FieldPath<V>[];
  onDone: () => void;
}) {
  const save = useSaveEntry(kind);
  const [formError, setFormError] = useState<string | null>(null);
  const [initial] = useState(() => (entry ? toForm(entry) : empty()));
  const form = useForm<V>({
    defaultValues: initial as DefaultValues<V>,
    mode: 'onTouched',
    resolver,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body: toBody(values) });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, fields, form.setError));
    }
  });

  return { form, initial, formError, pending: save.isPending, onSubmit };
}
