import { useId, useState, type FormEvent } from 'react';
import { CalendarPlus, ExternalLink, Pencil, PlayCircle, Trash2, Video } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TeachingLiveClass } from '@dokkho/contract/live-classes';
import { ApiError } from '@dokkho/contract/errors';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useLiveClasses, useLiveClassChange, type LiveClassChange } from '../api/live-classes';
import { LiveClassForm } from './live-class-form';

const messageOf = (error: unknown, fallback: string) =>
  error instanceof ApiError || error instanceof Error ? error.message : fallback;

/** "Sat, 5 Dec 2026, 8:00 pm · 90 min", in the reader's language, on a Dhaka clock. */
function When({ item }: { item: TeachingLiveClass }) {
  const format = useFormat();
  const when = format.dateTime(item.starts_at);
  const minutes = format.number(item.duration_minutes);
  return (
    <p className="text-sm text-slate-700">
      <time dateTime={item.starts_at}>{when}</time>{' '}
      <span className="text-slate-500">
        <Trans>(Dhaka time) · {minutes} min</Trans>
      </span>
    </p>
  );
}

function CancelClass({
  item,
  onCancel,
}: {
  item: TeachingLiveClass;
  onCancel: (change: LiveClassChange) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const title = item.title;
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)} aria-label={t`Cancel ${title}`}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Cancel class</Trans>
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t`Cancel this live class?`}
        description={
          item.status === 'ended' ? (
            <Trans>{title} leaves the course’s curriculum.</Trans>
          ) : (
            <Trans>
              {title} leaves the course’s curriculum, and every enrolled learner is told it is cancelled.
            </Trans>
          )
        }
        pending={pending}
        formError={error}
        onDismiss={() => setError(null)}
        cancelLabel={t`Keep it`}
        submitLabel={t`Cancel the class`}
        pendingLabel={t`Cancelling…`}
        onSubmit={(event) => {
          event.preventDefault();
          setPending(true);
          onCancel({ kind: 'cancel', moduleId: item.id })
            .then(() => setOpen(false))
            .catch((failure: unknown) =>
              setError(messageOf(failure, t`Something went wrong. Please try again.`)),
            )
            .finally(() => setPending(false));
        }}
      />
    </>
  );
}

/** The recording of an ended class: a link of any host, attached, changed or taken down. */
function RecordingForm({
  item,
  onSave,
}: {
  item: TeachingLiveClass;
  onSave: (change: LiveClassChange) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const id = useId();
  const [editing, setEditing] = useState(item.recording_url === null);
  const [url, setUrl] = useState(item.recording_url ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  if (!editing && item.recording_url) {
    return (
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <a
          href={item.recording_url}
          target="_blank"
          rel="noreferrer noopener"
          className="inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-primary-700 hover:underline"
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          <Trans>Watch the recording</Trans>
        </a>
        <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
          <Trans>Change the link</Trans>
        </Button>
      </div>
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setPending(true);
    onSave({ kind: 'recording', moduleId: item.id, recordingUrl: url.trim() === '' ? null : url.trim() })
      .then(() => setEditing(false))
      .catch((failure: unknown) => {
        const body = failure instanceof ApiError ? (failure.body as Record<string, unknown> | null) : null;
        const field =
          body && Array.isArray(body.recording_url) ? body.recording_url.map(String).join(' ') : null;
        setError(field ?? messageOf(failure, t`Something went wrong. Please try again.`));
      })
      .finally(() => setPending(false));
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <FormField
        id={`${id}-recording`}
        type="url"
        inputMode="url"
        className="sm:flex-1"
        label={t`Recording link`}
        placeholder={t`https://youtu.be/…`}
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        error={error ?? undefined}
        help={t`Learners enrolled in the course are told when it is attached.`}
      />
      <Button type="submit" disabled={pending} className="sm:mt-7">
        {pending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Attach recording</Trans>}
      </Button>
    </form>
  );
}

function ClassRow({
  item,
  editing,
  onEdit,
  change,
}: {
  item: TeachingLiveClass;
  editing: boolean;
  onEdit: () => void;
  change: (change: LiveClassChange) => Promise<unknown>;
}) {
  const { t } = useLingui();
  const title = item.title;
  return (
    <li className="py-4 first:pt-0 last:pb-0" data-testid="teaching-live-class">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-pretty text-slate-900">
            {item.title}
            {item.status === 'live' ? (
              <span className="ml-2 rounded-full bg-danger-50 px-2 py-0.5 text-xs font-bold text-danger-700">
                <Trans>Live now</Trans>
              </span>
            ) : null}
          </p>
          <When item={item} />
          {item.status !== 'ended' ? (
            <a
              href={item.join_url}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold break-all text-primary-700 hover:underline"
            >
              <ExternalLink aria-hidden="true" className="size-4 shrink-0" />
              {item.join_url}
            </a>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-1">
          {!editing ? (
            <Button variant="ghost" size="sm" onClick={onEdit} aria-label={t`Change ${title}`}>
              <Pencil aria-hidden="true" className="size-4" />
              <Trans>Change</Trans>
            </Button>
          ) : null}
          <CancelClass item={item} onCancel={change} />
        </div>
      </div>
      {item.status === 'ended' ? (
        <div className="mt-2">
          <RecordingForm item={item} onSave={change} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The "Live classes" section of /ir-dashboard/course-details/{id} (issue 17 item 9): upcoming and past
 * classes, the form to schedule or change one (Dhaka time), cancel with a confirmation, and the recording
 * of a class that has ended. An archived course shows its classes read-only.
 */
export function LiveClassesSection({ courseId }: { courseId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const query = useLiveClasses(courseId);
  const mutation = useLiveClassChange(courseId);
  // null: no form; 'new': scheduling; a number: changing that class.
  const [form, setForm] = useState<'new' | number | null>(null);
  const list = query.data;

  const save = async (change: LiveClassChange) => {
    await mutation.mutateAsync(change);
    setForm(null);
  };
  const change = (c: LiveClassChange) => mutation.mutateAsync(c);

  const renderList = (items: TeachingLiveClass[]) => (
    <ul className="divide-y divide-slate-100">
      {items.map((item) =>
        form === item.id && list ? (
          <li key={item.id} className="py-4">
            <LiveClassForm
              current={item}
              modulesCount={list.modules_count}
              pending={mutation.isPending}
              onSave={save}
              onCancel={() => setForm(null)}
            />
          </li>
        ) : (
          <ClassRow
            key={item.id}
            item={item}
            editing={form === item.id}
            onEdit={() => setForm(item.id)}
            change={change}
          />
        ),
      )}
    </ul>
  );

  const learners = format.number(list?.learners ?? 0);
  return (
    <section aria-labelledby="live-classes-title" className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id="live-classes-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
            <Video aria-hidden="true" className="size-5 text-primary-700" />
            <Trans>Live classes</Trans>
          </h2>
          {list ? (
            <p className="mt-1 text-sm text-slate-600">
              <Trans>
                Times are Dhaka time. {learners} enrolled learners are told when you schedule, change or
                cancel a class, and reminded an hour before it starts.
              </Trans>
            </p>
          ) : null}
        </div>
        {list?.can_schedule && form !== 'new' ? (
          <Button onClick={() => setForm('new')}>
            <CalendarPlus aria-hidden="true" className="size-4" />
            <Trans>Schedule a live class</Trans>
          </Button>
        ) : null}
      </div>

      {query.isError ? (
        <SectionError
          className="mt-3"
          what={t`the live classes`}
          error={query.error}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      ) : !list ? (
        <LoadingSkeletons label={t`Loading the live classes`} className="mt-3 space-y-3">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </LoadingSkeletons>
      ) : (
        <div className="mt-4 space-y-5">
          {form === 'new' ? (
            <LiveClassForm
              modulesCount={list.modules_count}
              pending={mutation.isPending}
              onSave={save}
              onCancel={() => setForm(null)}
            />
          ) : null}
          {!list.can_schedule ? (
            <FormAlert>
              <Trans>This course is archived: its live classes can no longer be scheduled or changed.</Trans>
            </FormAlert>
          ) : null}
          <div>
            <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase">
              <Trans>Upcoming</Trans>
            </h3>
            {list.upcoming.length === 0 ? (
              <p className="text-sm text-slate-600">
                <Trans>No live class coming up. Schedule one to meet your learners face to face.</Trans>
              </p>
            ) : (
              renderList(list.upcoming)
            )}
          </div>
          {list.past.length > 0 ? (
            <div>
              <h3 className="mb-2 text-sm font-bold tracking-wide text-slate-600 uppercase">
                <Trans>Past</Trans>
              </h3>
              {renderList(list.past)}
            </div>
          ) : null}
        </div>
      )}
    </section>
  );
}
