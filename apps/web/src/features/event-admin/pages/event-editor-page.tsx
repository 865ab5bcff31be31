import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LoadErrorPanel } from '../../../shared/ui/load-error-panel';
import { PageHeading } from '../../../shared/ui/page-heading';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEventChange, useEventFormOptions, useManagedEvent } from '../api/event-admin';
import { EventForm, type EventFormSave } from '../components/event-form';
import { eventPath, eventsPath, useEventsArea } from '../lib/paths';

function FormSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingSkeletons label={t`Loading the form`} className="space-y-4">
      {[0, 1, 2].map((i) => (
        <div key={i} className="space-y-3 rounded-card bg-white p-4 shadow-card">
          <Skeleton className="h-5 w-32" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      ))}
    </LoadingSkeletons>
  );
}

/**
 * /ir-dashboard/events/new, /ir-dashboard/events/{id}/edit and the same under /staff/events: the event's
 * form. Saving opens the event's page.
 */
export function EventEditorPage() {
  const { t } = useLingui();
  const area = useEventsArea();
  const navigate = useNavigate();
  const { id: idParam } = useParams();
  const id = idParam ? Number(idParam) : null;
  const options = useEventFormOptions();
  const current = useManagedEvent(id ?? 0);
  const change = useEventChange();
  const back = id ? eventPath(area, id) : eventsPath(area);

  const save = async (save: EventFormSave) => {
    const saved = await change.mutateAsync(
      save.kind === 'create' ? save : { kind: 'update', id: id!, body: save.body },
    );
    void navigate(eventPath(area, saved.id));
  };

  const failed = options.isError ? options : id && current.isError ? current : null;
  return (
    <>
      <Link
        to={back}
        className="mb-2 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {id ? <Trans>Back to the event</Trans> : <Trans>Back to events</Trans>}
      </Link>
      <PageHeading
        title={id ? t`Edit the event` : t`Schedule an event`}
        description={t`Dates and times are Dhaka time. Registrants are told when the time changes.`}
      />
      {failed ? (
        <LoadErrorPanel
          title={t`We couldn’t load the form`}
          error={failed.error}
          onRetry={() => void failed.refetch()}
          isRetrying={failed.isFetching}
        />
      ) : !options.data || (id && !current.data) ? (
        <FormSkeleton />
      ) : (
        <EventForm
          key={current.data?.id ?? 'new'}
          current={id ? current.data : undefined}
          options={options.data}
          pending={change.isPending}
          onSave={save}
          onCancel={() => void navigate(back)}
        />
      )}
    </>
  );
}
