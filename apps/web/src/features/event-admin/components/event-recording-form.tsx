import { useId, useState, type FormEvent } from 'react';
import { PlayCircle } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { EventRecordingUpdate, ManagedEvent } from '@dokkho/contract/events';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

const messageOf = (error: unknown, fallback: string) => {
  const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
  if (body && Array.isArray(body.recording_url)) return body.recording_url.map(String).join(' ');
  return error instanceof Error ? error.message : fallback;
};

/**
 * The recording of an ended event: a link of any host (YouTube, Drive, Zoom cloud...), attached, replaced
 * or taken down, and whether everyone may watch it (otherwise registrants only).
 */
export function EventRecordingForm({
  event,
  onSave,
}: {
  event: ManagedEvent;
  onSave: (body: EventRecordingUpdate) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [editing, setEditing] = useState(event.recording_url === null);
  const [url, setUrl] = useState(event.recording_url ?? '');
  const [isPublic, setPublic] = useState(event.recording_public);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  function save(body: EventRecordingUpdate) {
    setError(null);
    setPending(true);
    return onSave(body)
      .then(() => setEditing(false))
      .catch((failure: unknown) => setError(messageOf(failure, t`Something went wrong. Please try again.`)))
      .finally(() => setPending(false));
  }

  function submit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    const link = url.trim();
    void save({ recording_url: link === '' ? null : link, recording_public: link !== '' && isPublic });
  }

  if (!editing && event.recording_url) {
    return (
      <div className="space-y-2">
        <a
          href={event.recording_url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold break-all text-primary-700 hover:underline"
        >
          <PlayCircle aria-hidden="true" className="size-4 shrink-0" />
          {event.recording_url}
        </a>
        <p className="text-sm text-slate-600">
          {event.recording_public ? (
            <Trans>Everyone can watch it.</Trans>
          ) : (
            <Trans>Only registrants can watch it.</Trans>
          )}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Trans>Change</Trans>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            disabled={pending}
            onClick={() => void save({ recording_url: null, recording_public: false })}
          >
            <Trans>Take it down</Trans>
          </Button>
        </div>
        {error ? <p className="text-sm text-danger-700">{error}</p> : null}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <FormField
        id={`${id}-recording`}
        type="url"
        inputMode="url"
        label={t`Recording link`}
        placeholder={t`https://youtu.be/…`}
        value={url}
        onChange={(change) => setUrl(change.target.value)}
        error={error ?? undefined}
        help={t`Registrants are sent the link when it is first attached.`}
      />
      <label className="flex min-h-11 items-center gap-3 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          className="size-5 rounded border-slate-300 text-primary-700"
          checked={isPublic}
          onChange={(change) => setPublic(change.target.checked)}
        />
        <Trans>Everyone may watch it (not only registrants)</Trans>
      </label>
      <Button type="submit" disabled={pending}>
        {pending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Save the recording</Trans>}
      </Button>
    </form>
  );
}
