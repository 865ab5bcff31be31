import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { Clock, Mail, Phone, XCircle } from 'lucide-react';
import { ContactRequestInput, HIRING_LIMITS, type TalentDetail } from '@dokkho/contract/hiring';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useMyJobPosts } from '../api/get-my-job-posts';
import { useRequestContact, useTalent } from '../api/talents';
import { CandidateAvatar } from '../components/candidate-avatar';
import { CandidateFacts, CandidateProfileSections, ProfileSection } from '../components/candidate-profile';
import { SkillChips } from '../components/match-breakdown';
import { TALENTS_PATH } from '../lib/paths';
import { BackLink } from '../components/back-link';

function AskToContact({ talent }: { talent: TalentDetail }) {
  const { t } = useLingui();
  const name = talent.name;
  const request = useRequestContact(talent.job_seeker_id);
  const sayMessage = useContractMessages();
  const posts = useMyJobPosts({ status: 'open', page: 1, page_size: 48 });
  const [message, setMessage] = useState('');
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = ContactRequestInput.safeParse({
      message: message.trim() || undefined,
      job_id: jobId ? Number(jobId) : null,
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setFormError(null);
    try {
      await request.mutateAsync(parsed.data);
    } catch (failure) {
      setFormError(failure instanceof Error ? failure.message : t`Something went wrong.`);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-3">
      <p className="text-sm text-slate-600">
        <Trans>{name} is e-mailed your request. If they accept, their e-mail and phone appear here.</Trans>
      </p>
      <FormTextarea
        label={t`Message`}
        optional
        rows={4}
        maxLength={HIRING_LIMITS.contactMessageMax}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        placeholder={t`Say who you are and why you would like to talk.`}
        error={sayMessage(error)}
      />
      <FormSelect
        label={t`About one of your posts`}
        value={jobId}
        onChange={(event) => setJobId(event.target.value)}
        options={[
          { value: '', label: t`No particular post` },
          ...(posts.data?.results ?? []).map((post) => ({ value: String(post.id), label: post.title })),
        ]}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button
        type="submit"
        disabled={request.isPending}
        aria-busy={request.isPending}
        className="w-full sm:w-auto"
      >
        {request.isPending ? <SubmitProgress label={t`Sending…`} /> : t`Ask to contact`}
      </Button>
    </form>
  );
}

function ContactPanel({ talent }: { talent: TalentDetail }) {
  const { t } = useLingui();
  const name = talent.name;
  if (talent.contact) {
    return (
      <ul className="space-y-1 text-sm">
        <li className="mb-2 text-success-700">
          {talent.contact_request === 'accepted'
            ? t`${name} accepted your request.`
            : t`Shared because ${name} applied to one of your posts.`}
        </li>
        <li>
          <a
            href={`mailto:${talent.contact.email}`}
            className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-primary-800 hover:underline"
          >
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {talent.contact.email}
          </a>
        </li>
        {talent.contact.phone_number ? (
          <li>
            <a
              href={`tel:${talent.contact.phone_number}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 shrink-0" />
              {talent.contact.phone_number}
            </a>
          </li>
        ) : null}
      </ul>
    );
  }
  if (talent.contact_request === 'pending') {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-600" />
        <Trans>
          Request sent. Waiting for {name} to answer; you will see their contact here once they accept.
        </Trans>
      </p>
    );
  }
  if (talent.contact_request === 'declined') {
    return (
      <p className="flex items-start gap-2 text-sm text-slate-700">
        <XCircle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
        <Trans>{name} declined your request to contact them.</Trans>
      </p>
    );
  }
  return <AskToContact talent={talent} />;
}

/**
 * /hr-dashboard/talents/:seekerId (issue 6): a talent's profile, and "Ask to contact" (a message and,
 * optionally, one of your posts). Their contact shows only once they accept.
 */
export function TalentPage() {
  const { t } = useLingui();
  const id = Number(useParams().seekerId);
  const talent = useTalent(Number.isInteger(id) && id > 0 ? id : 0);
  const data = talent.data;
  const talentName = data?.name;
  usePageTitle(talentName ? t`${talentName}: talent` : t`Talent`);

  const back = (
    <BackLink to={TALENTS_PATH}>
      <Trans>Talents</Trans>
    </BackLink>
  );

  if (talent.isError && !data) {
    return (
      <>
        {back}
        <LoadErrorNotice
          title={t`We couldn’t open this profile`}
          error={talent.error}
          onRetry={() => void talent.refetch()}
          isRetrying={talent.isFetching}
        />
      </>
    );
  }
  if (!data) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          <Trans>Loading the profile</Trans>
        </span>
        <Skeleton className="h-28 rounded-card" />
        <Skeleton className="h-64 rounded-card" />
      </div>
    );
  }

  return (
    <>
      {back}
      <div className="mb-5 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
        <div className="flex items-start gap-3 sm:gap-4">
          <CandidateAvatar name={data.name} picture={data.profile_picture} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{data.name}</h1>
            {data.headline ? <p className="text-slate-700">{data.headline}</p> : null}
            <CandidateFacts candidate={data.candidate} />
          </div>
        </div>
        {data.skills.length > 0 ? (
          <div className="mt-4 border-t border-slate-100 pt-4">
            <SkillChips skills={data.skills} verified={data.verified_skills} />
          </div>
        ) : null}
      </div>
      <div className="grid gap-4 lg:grid-cols-3 lg:items-start">
        <div className="order-2 space-y-4 lg:order-1 lg:col-span-2">
          <CandidateProfileSections candidate={data.candidate} />
        </div>
        <div className="order-1 lg:order-2">
          <ProfileSection title={t`Contact`}>
            <ContactPanel talent={data} />
          </ProfileSection>
        </div>
      </div>
    </>
  );
}
