import { Link, useLocation, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { useAccessToken } from '../../../shared/auth/use-session';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { StatusPanel } from '../../../shared/ui/status-panel';
import { Skeleton } from '../../../shared/ui/skeleton';
import { LoadingSkeletons } from '../../../shared/ui/query-states';
import { useMyEvents } from '../api/get-my-events';
import { useRegistration } from '../api/registration';
import { EventLoadError } from '../components/event-states';
import { RegistrationPanel } from '../components/registration-panel';
import { masterclassPath, parseEventId } from '../lib/paths';
import { ticketFor, type EventTicket } from '../lib/ticket';

function NoRegistrationHere({ eventId }: { eventId: number | null }) {
  const { t } = useLingui();
  return (
    <StatusPanel
      illustration={<SignpostIllustration />}
      eyebrow={t`Registration`}
      title={t`We can’t show this registration here`}
      description={t`Open the link in your confirmation e-mail or SMS on this device, or sign in with the account you registered with.`}
    >
      {eventId !== null ? (
        <Link to={masterclassPath(eventId)} className={buttonClasses()}>
          <Trans>About this class</Trans>
        </Link>
      ) : null}
      <Link to="/" className={buttonClasses({ variant: 'secondary' })}>
        <Trans>Go to the home page</Trans>
      </Link>
    </StatusPanel>
  );
}

function SuccessSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingSkeletons label={t`Loading your registration`} className="space-y-6">
      <Skeleton className="h-56 w-full rounded-card" />
      <Skeleton className="h-40 w-full rounded-card" />
    </LoadingSkeletons>
  );
}

function RegistrationById({
  registrationId,
  ticket,
}: {
  registrationId: number;
  ticket: EventTicket | null;
}) {
  const view = useRegistration(registrationId, ticket);
  if (view.data) return <RegistrationPanel view={view.data} ticket={ticket} />;
  if (view.isError) {
    const status = view.error instanceof ApiError ? view.error.status : undefined;
    if (status === 403 || status === 404) return <NoRegistrationHere eventId={null} />;
    return (
      <EventLoadError error={view.error} onRetry={() => void view.refetch()} isRetrying={view.isFetching} />
    );
  }
  return <SuccessSkeleton />;
}

/** A signed-in learner without the ticket in this tab: their registration for the event, from my-events. */
function SignedInRegistration({ eventId }: { eventId: number }) {
  const mine = useMyEvents();
  if (mine.data) {
    const found = [...mine.data.upcoming, ...mine.data.past].find(
      (entry) => entry.event.id === eventId && entry.registration.status !== 'cancelled',
    );
    return found ? (
      <RegistrationById registrationId={found.registration.id} ticket={null} />
    ) : (
      <NoRegistrationHere eventId={eventId} />
    );
  }
  if (mine.isError) {
    return (
      <EventLoadError error={mine.error} onRetry={() => void mine.refetch()} isRetrying={mine.isFetching} />
    );
  }
  return <SuccessSkeleton />;
}

/**
 * /register-form/{id}/success (issue 18 item 1): the booked seat and what comes next. A visitor's ticket
 * arrives in the URL fragment (from the form, the e-mail or the SMS) and stays in sessionStorage for the
 * tab; a signed-in learner needs none.
 */
export function RegisterSuccessPage() {
  const { masterclassId } = useParams();
  const { hash } = useLocation();
  const token = useAccessToken();
  const eventId = parseEventId(masterclassId);
  const ticket = eventId === null ? null : ticketFor(eventId, hash);
  let body;
  if (eventId === null) body = <NoRegistrationHere eventId={null} />;
  else if (ticket) body = <RegistrationById registrationId={ticket.registrationId} ticket={ticket} />;
  else if (token) body = <SignedInRegistration eventId={eventId} />;
  else body = <NoRegistrationHere eventId={eventId} />;
  return (
    <>
      <meta name="robots" content="noindex" />
      <div className="mx-auto max-w-2xl px-4 py-6 sm:px-6 sm:py-10">{body}</div>
    </>
  );
}
