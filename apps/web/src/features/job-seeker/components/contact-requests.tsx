import { useState } from 'react';
import { Mail } from 'lucide-react';
import type { SeekerContactRequest } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { CompanyLogo } from '../../jobs';
import { useAnswerContactRequest, useContactRequests } from '../api/contact-requests';

function RequestCard({
  request,
  onAccept,
}: {
  request: SeekerContactRequest;
  onAccept: (request: SeekerContactRequest) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const answer = useAnswerContactRequest();
  const declining = answer.isPending && answer.variables?.accept === false;
  const jobTitle = request.job?.title;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <div className="flex gap-3">
        <CompanyLogo name={request.company_name} logo={request.company_logo} />
        <div className="min-w-0 flex-1">
          <p className="font-bold text-slate-900">{request.company_name}</p>
          <p className="text-sm text-slate-600">
            {request.recruiter_name}
            {request.designation ? `, ${request.designation}` : ''} · {format.date(request.created_at)}
          </p>
          {jobTitle ? (
            <p className="mt-1 text-sm text-slate-700">
              <Trans>
                About: <span className="font-medium">{jobTitle}</span>
              </Trans>
            </p>
          ) : null}
        </div>
      </div>
      {request.message ? (
        <p className="mt-3 rounded-lg bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-800">
          {request.message}
        </p>
      ) : null}
      {answer.error ? (
        <div className="mt-3">
          <FormAlert>{answer.error.message}</FormAlert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => onAccept(request)} disabled={answer.isPending}>
          <Trans>Accept</Trans>
        </Button>
        <Button
          variant="secondary"
          onClick={() => answer.mutate({ id: request.id, accept: false })}
          disabled={answer.isPending}
          aria-busy={declining}
        >
          {declining ? <SubmitProgress label={t`Declining…`} /> : <Trans>Decline</Trans>}
        </Button>
      </div>
    </li>
  );
}

/**
 * Recruiters who found the person in the talent search and asked to contact them (issue 6 item 6: contact
 * details stay hidden until the candidate accepts). Accepting is confirmed first, saying what it shares.
 */
export function ContactRequests() {
  const { t } = useLingui();
  const requests = useContactRequests();
  const answer = useAnswerContactRequest();
  const [accepting, setAccepting] = useState<SeekerContactRequest | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  if (requests.isPending) return <Skeleton className="h-40" />;
  if (requests.isError) {
    return (
      <SectionError
        what={t`contact requests`}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        isRetrying={requests.isFetching}
      />
    );
  }
  const pending = requests.data.filter((request) => request.status === 'pending');
  if (pending.length === 0) return null;
  const companyName = accepting?.company_name;
  const recruiterName = accepting?.recruiter_name;

  return (
    <section aria-labelledby="contact-requests-heading">
      <h2 id="contact-requests-heading" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <Mail aria-hidden="true" className="size-5 text-primary-700" />
        <Trans>Recruiters who want to contact you</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>
          They found your profile in the talent search. Your e-mail and phone stay hidden unless you accept.
        </Trans>
      </p>
      <ul className="mt-3 grid gap-3 lg:grid-cols-2">
        {pending.map((request) => (
          <RequestCard key={request.id} request={request} onAccept={setAccepting} />
        ))}
      </ul>
      <ConfirmDialog
        open={accepting !== null}
        onOpenChange={(open) => (open ? undefined : setAccepting(null))}
        title={companyName ? t`Share your contact details with ${companyName}?` : ''}
        description={
          <p>
            {recruiterName ? (
              <Trans>
                Accepting shows {recruiterName} your e-mail address and phone number, so they can get in touch
                with you directly.
              </Trans>
            ) : (
              <Trans>
                Accepting shows the recruiter your e-mail address and phone number, so they can get in touch
                with you directly.
              </Trans>
            )}
          </p>
        }
        pending={answer.isPending}
        formError={formError}
        onDismiss={() => setFormError(null)}
        onSubmit={(event) => {
          event.preventDefault();
          if (!accepting) return;
          setFormError(null);
          answer.mutate(
            { id: accepting.id, accept: true },
            {
              onSuccess: () => setAccepting(null),
              onError: (error) => setFormError(error.message),
            },
          );
        }}
        cancelLabel={t`Not now`}
        submitLabel={t`Accept and share`}
        pendingLabel={t`Sharing…`}
        tone="primary"
      />
    </section>
  );
}
