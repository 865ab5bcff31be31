import { useState, type FormEvent } from 'react';
import { Trash2 } from 'lucide-react';
import { HIRING_LIMITS, NoteInput, type ApplicantNote } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useAddNote, useDeleteNote } from '../api/applicants';
import { ProfileSection } from './candidate-profile';

/**
 * The recruiter's private notes on an application (the applicant never sees them): add one, delete one.
 * Notes are the post owner's, so every note here is the reader's own.
 */
export function ApplicantNotes({ applicationId, notes }: { applicationId: number; notes: ApplicantNote[] }) {
  const { t } = useLingui();
  const format = useFormat();
  const sayMessage = useContractMessages();
  const add = useAddNote(applicationId);
  const remove = useDeleteNote(applicationId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = NoteInput.safeParse({ body: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await add.mutateAsync(parsed.data.body);
      setText('');
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t`Something went wrong.`);
    }
  }

  return (
    <ProfileSection title={t`Notes`}>
      <p className="-mt-2 mb-3 text-sm text-slate-600">
        <Trans>Only you see these; the applicant never does.</Trans>
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-2">
        <FormTextarea
          label={t`Add a note`}
          rows={3}
          maxLength={HIRING_LIMITS.noteMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={sayMessage(error)}
        />
        <Button type="submit" variant="secondary" disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? <SubmitProgress label={t`Saving…`} /> : t`Save note`}
        </Button>
      </form>
      {remove.isError ? (
        <p role="alert" className="mt-3 text-sm text-danger-700">
          {remove.error.message}
        </p>
      ) : null}
      {notes.length > 0 ? (
        <ul aria-label={t`Your notes`} className="mt-4 divide-y divide-slate-100">
          {notes.map((note) => {
            const writtenAt = format.dateTime(note.created_at);
            return (
              <li key={note.id} className="flex items-start gap-2 py-3">
                <div className="min-w-0 flex-1">
                  <p className="text-sm break-words whitespace-pre-line text-slate-800">{note.body}</p>
                  <p className="mt-1 text-xs text-slate-500">
                    {note.author_name} · {writtenAt}
                  </p>
                </div>
                <button
                  type="button"
                  disabled={remove.isPending && remove.variables === note.id}
                  onClick={() => remove.mutate(note.id)}
                  className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:bg-danger-50 hover:text-danger-700 disabled:opacity-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  <span className="sr-only">
                    <Trans>Delete note from {writtenAt}</Trans>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </ProfileSection>
  );
}
