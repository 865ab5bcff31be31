import { useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { FileText, Mail, Phone, UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { HIRING_MESSAGES, type ApplicantDetail, type ApplicationStage } from '@dokkho/contract/hiring';
import { useFormat, type Formatters } from '../../../shared/i18n/format';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { buttonClasses } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormSelect } from '../../../shared/ui/form-select';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useApplicant, useUpdateApplicant } from '../api/applicants';
import { BuiltResumeView } from '../../resume';
import { useOpenResume } from '../api/resume';
import { ApplicantNotes } from '../components/applicant-notes';
import { CandidateAvatar } from '../components/candidate-avatar';
import { CandidateFacts, CandidateProfileSections, ProfileSection } from '../components/candidate-profile';
import { FeedbackLine, type Feedback } from '../components/feedback-line';
import { MatchParts, ScoreBar, SkillChips, SkillMatchChips } from '../components/match-breakdown';
import { ShortlistToggle } from '../components/shortlist-toggle';
import { StageBadge } from '../components/stage-badge';
import { JOB_POSTS_PATH, jobApplicantsHref } from '../lib/paths';
import { APPLICANT_STAGE_LABELS, APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';
import { STAGE_OPTIONS } from '../lib/stages';
import { notYourPost } from '../components/not-your-post';
import { BackLink } from '../components/back-link';

function formatBytes(bytes: number, format: Formatters): string {
  const text =
    bytes >= 1024 * 1024
      ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
      : `${Math.max(1, Math.round(bytes / 1024))} KB`;
  // Bengali digits in Bangla ("১.৫ MB"); the units stay as people write them.
  return text.replace(/\d+/g, (digits) => format.number(Number(digits)));
}

function ResumeSection({ detail }: { detail: ApplicantDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const open = useOpenResume();
  const { resume } = detail;
  const name = detail.name;
  const fileName = resume.file_name;
  return (
    <ProfileSection
      title={t`Resume`}
      icon={<FileText aria-hidden="true" className="size-5 text-primary-700" />}
    >
      {resume.kind === 'built' && resume.built ? (
        <BuiltResumeView
          title={resume.file_name ?? t`Resume`}
          pdfUrl={resume.url}
          document={resume.built.document}
          settings={resume.built.settings}
          note={t`Built on Dokkho, as it was when they applied.`}
        />
      ) : resume.kind === 'built' ? (
        <p className="text-sm text-slate-700">
          <Trans>
            {name} withdrew this application, and with it the resume they sent (it carries their contact
            details).
          </Trans>
        </p>
      ) : resume.kind === 'upload' && resume.url ? (
        <>
          <button
            type="button"
            onClick={() => open.mutate(resume.url ?? '')}
            disabled={open.isPending}
            className={buttonClasses({ variant: 'secondary' })}
          >
            <FileText aria-hidden="true" className="size-4" />
            {open.isPending ? t`Opening…` : t`Open resume (PDF)`}
          </button>
          <p className="mt-2 text-sm break-all text-slate-600">
            {fileName}
            {resume.bytes ? ` · ${formatBytes(resume.bytes, format)}` : ''} ·{' '}
            <Trans>opens in a new tab</Trans>
          </p>
          {open.isError ? (
            <p role="alert" className="mt-2 text-sm text-danger-700">
              {open.error.message}
            </p>
          ) : null}
        </>
      ) : resume.kind === 'upload' ? (
        <p className="text-sm text-slate-700">
          <Trans>
            {name} withdrew this application, and with it the resume they sent (it carries their contact
            details).
          </Trans>
        </p>
      ) : (
        <p className="flex items-start gap-2 text-sm text-slate-700">
          <UserRound aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary-700" />
          <Trans>Applied with their Dokkho profile: their experience, education and skills are below.</Trans>
        </p>
      )}
    </ProfileSection>
  );
}

function ContactSection({ detail }: { detail: ApplicantDetail }) {
  const { t } = useLingui();
  return (
    <ProfileSection title={t`Contact`}>
      {detail.contact ? (
        <ul className="space-y-1 text-sm">
          <li>
            <a
              href={`mailto:${detail.contact.email}`}
              className="inline-flex min-h-11 items-center gap-2 font-semibold break-all text-primary-800 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              {detail.contact.email}
            </a>
          </li>
          {detail.contact.phone_number ? (
            <li>
              <a
                href={`tel:${detail.contact.phone_number}`}
                className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 hover:underline"
              >
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                {detail.contact.phone_number}
              </a>
            </li>
          ) : null}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">
          {detail.withdrawn
            ? t`Hidden: the applicant withdrew this application, so their e-mail and phone are no longer shared with you.`
            : t`Hidden: the applicant’s contact details are not shared with you.`}
        </p>
      )}
    </ProfileSection>
  );
}

function Timeline({ detail }: { detail: ApplicantDetail }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  return (
    <ProfileSection title={t`Timeline`}>
      <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
        {detail.timeline.map((entry, index) => (
          <li key={`${entry.stage}-${entry.at}-${index}`} className="relative">
            <span
              aria-hidden="true"
              className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-primary-600 ring-2 ring-white"
            />
            <p className="text-sm font-semibold text-slate-900">
              {entry.stage === 'withdrawn'
                ? t`Withdrawn by the applicant`
                : i18n._(APPLICATION_STAGE_LABELS[entry.stage])}
            </p>
            <p className="text-xs text-slate-500">{format.dateTime(entry.at)}</p>
          </li>
        ))}
      </ol>
    </ProfileSection>
  );
}

function StageControl({
  detail,
  onFeedback,
}: {
  detail: ApplicantDetail;
  onFeedback: (f: Feedback) => void;
}) {
  const { t, i18n } = useLingui();
  const update = useUpdateApplicant();
  const [stage, setStage] = useState<ApplicationStage>(detail.stage);
  const name = detail.name;
  const stageLabel = i18n._(APPLICATION_STAGE_LABELS[stage]);
  // Quoted as the applicant's e-mail words it.
  const applicantStageLabel = i18n._(APPLICANT_STAGE_LABELS[stage]);
  const [seen, setSeen] = useState(detail.stage);
  if (seen !== detail.stage) {
    setSeen(detail.stage);
    setStage(detail.stage);
  }
  const [confirming, setConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  if (detail.withdrawn) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700">
        {HIRING_MESSAGES.withdrawnNoStage}
      </p>
    );
  }

  async function onConfirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await update.mutateAsync({ id: detail.id, body: { stage } });
      setConfirming(false);
      onFeedback({
        tone: 'success',
        text: t`${name} is now at ${stageLabel}, and has been e-mailed.`,
      });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`Something went wrong.`);
    }
  }

  return (
    <div className="flex flex-wrap items-end gap-2">
      <FormSelect
        label={t`Stage`}
        className="min-w-44 flex-1"
        value={stage}
        onChange={(event) => setStage(event.target.value as ApplicationStage)}
        options={STAGE_OPTIONS.map((option) => ({ ...option, label: i18n._(option.label) }))}
      />
      <button
        type="button"
        disabled={stage === detail.stage}
        onClick={() => {
          setFormError(null);
          setConfirming(true);
        }}
        className={buttonClasses()}
      >
        <Trans>Move</Trans>
      </button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t`Move ${name} to ${stageLabel}?`}
        description={
          <p>
            <Trans>
              {name} is e-mailed that their application is now “{applicantStageLabel}”.
            </Trans>
          </p>
        }
        tone={stage === 'rejected' ? 'danger' : 'primary'}
        pending={update.isPending}
        formError={formError}
        onSubmit={(event) => void onConfirm(event)}
        onDismiss={() => setFormError(null)}
        cancelLabel={t`Go back`}
        submitLabel={t`Move and e-mail`}
        pendingLabel={t`Moving…`}
      />
    </div>
  );
}

/**
 * /hr-dashboard/applicants/:applicationId (issue 6): one application in full. The candidate's profile,
 * contact (or why it is hidden), resume and cover letter; the match score part by part with its reasons
 * and the post's skills as verified / declared / missing; the timeline; private notes; the stage move
 * (confirmed: the applicant is e-mailed) and the shortlist star. Opening it marks it seen (the server).
 */
export function ApplicantPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const id = Number(useParams().applicationId);
  const applicant = useApplicant(Number.isInteger(id) && id > 0 ? id : 0);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const detail = applicant.data;
  const applicantName = detail?.name;
  const jobTitle = detail?.job_title;
  usePageTitle(applicantName ? t`${applicantName}: ${jobTitle}` : t`Applicant`);

  if (applicant.isError && !detail) {
    return (
      <>
        <BackLink to={JOB_POSTS_PATH}>
          <Trans>Job posts</Trans>
        </BackLink>
        <LoadErrorNotice
          title={t`We couldn’t open this application`}
          notFound={notYourPost('application', i18n)}
          error={applicant.error}
          onRetry={() => void applicant.refetch()}
          isRetrying={applicant.isFetching}
        />
      </>
    );
  }
  if (!detail) {
    return (
      <div aria-busy="true" className="space-y-4">
        <span role="status" className="sr-only">
          <Trans>Loading the application</Trans>
        </span>
        <Skeleton className="h-24 rounded-card" />
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <Skeleton className="h-64 rounded-card lg:col-span-2" />
          <Skeleton className="h-64 rounded-card" />
        </div>
      </div>
    );
  }

  const { candidate, match } = detail;
  const appliedOn = format.date(detail.applied_at);
  // Beside the name from sm up, under the stage control on a phone: one element, placed twice by the layout.
  const shortlistToggle = (
    <ShortlistToggle
      applicationId={detail.id}
      name={detail.name}
      shortlisted={detail.shortlisted}
      withLabel
    />
  );
  return (
    <>
      <BackLink to={jobApplicantsHref(detail.job_id)} truncate>
        <Trans>Applicants: {jobTitle}</Trans>
      </BackLink>

      <div className="mb-5 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
        <div className="flex items-start gap-3 sm:gap-4">
          <CandidateAvatar name={detail.name} picture={detail.profile_picture} size="lg" />
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-xl font-bold break-words text-slate-900 sm:text-2xl">{detail.name}</h1>
              <StageBadge stage={detail.stage} withdrawn={detail.withdrawn} />
            </div>
            {candidate.headline ? <p className="text-slate-700">{candidate.headline}</p> : null}
            <CandidateFacts candidate={candidate} />
            <p className="mt-1 text-sm text-slate-500">
              <Trans>
                Applied {appliedOn} to {jobTitle}
              </Trans>
            </p>
          </div>
          <div className="hidden sm:block">{shortlistToggle}</div>
        </div>
        <div className="mt-4 flex flex-col gap-3 border-t border-slate-100 pt-4 sm:flex-row sm:items-end">
          <div className="min-w-0 flex-1 sm:max-w-lg">
            <StageControl detail={detail} onFeedback={setFeedback} />
          </div>
          <div className="sm:hidden">{shortlistToggle}</div>
        </div>
      </div>

      <FeedbackLine feedback={feedback} />

      {/* grid-cols-1 is minmax(0, 1fr): an implicit column would grow to a truncated title's full width
          and push the page sideways on a phone. */}
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-3 lg:items-start">
        <div className="space-y-4 lg:col-span-2">
          <ProfileSection title={t`Match score`}>
            <ScoreBar total={match.total} className="mb-4" />
            <MatchParts parts={match.parts} />
            <h3 className="mt-5 mb-2 text-sm font-bold text-slate-900">
              <Trans>The post’s skills</Trans>
            </h3>
            <SkillMatchChips skills={match.skills} />
          </ProfileSection>

          <ResumeSection detail={detail} />

          <ProfileSection title={t`Cover letter`}>
            {detail.cover_letter ? (
              <p className="text-sm break-words whitespace-pre-line text-slate-700">{detail.cover_letter}</p>
            ) : (
              <p className="text-sm text-slate-600">
                <Trans>No cover letter.</Trans>
              </p>
            )}
          </ProfileSection>

          {candidate.skills.length > 0 ? (
            <ProfileSection title={t`All their skills`}>
              <SkillChips
                skills={candidate.skills}
                verified={match.skills.filter((s) => s.status === 'verified').map((s) => s.skill)}
              />
            </ProfileSection>
          ) : null}

          <CandidateProfileSections candidate={candidate} />
        </div>

        <div className="space-y-4">
          <ContactSection detail={detail} />
          <Timeline detail={detail} />
          <ApplicantNotes applicationId={detail.id} notes={detail.notes} />
        </div>
      </div>
    </>
  );
}
