import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { BadgeCheck, Users } from 'lucide-react';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { APPLICATION_STAGES, type RankedApplicant, type TimelineStage } from '@dokkho/contract/hiring';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useRanking } from '../api/ranking';
import { CandidateAvatar } from '../components/candidate-avatar';
import { ExpandableMatch, ScoreBar } from '../components/match-breakdown';
import { ShortlistToggle } from '../components/shortlist-toggle';
import { StageBadge } from '../components/stage-badge';
import { SORT_RESUME_PATH, applicantHref, jobApplicantsHref, rankingHref } from '../lib/paths';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';
import { hrefWith, readPage, readStage } from '../lib/stages';
import { notYourPost } from '../components/not-your-post';
import { BackLink } from '../components/back-link';
import { ClearFiltersLink, VerifiedOnlyFilter } from '../components/search-filters';

const PAGE_SIZE = 10;

interface Filters {
  min_score: number | undefined;
  skill: string;
  verified_only: boolean;
  stage: TimelineStage | undefined;
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const min = Number(params.get('min_score') ?? '');
  return {
    min_score: params.get('min_score') && Number.isInteger(min) && min >= 0 && min <= 100 ? min : undefined,
    skill: (params.get('skill') ?? '').trim().slice(0, 40),
    verified_only: params.get('verified_only') === 'true',
    stage: readStage(params.get('stage')),
    page: readPage(params.get('page')),
  };
}

function RankedRow({ item }: { item: RankedApplicant }) {
  const { application: row, match } = item;
  const { t } = useLingui();
  const format = useFormat();
  const verified = match.skills.filter((skill) => skill.status === 'verified');
  const rank = format.number(item.rank);
  const name = row.name;
  return (
    <li className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start gap-3">
        <span
          aria-label={t`Rank ${rank}`}
          className={clsx(
            'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-sm font-bold tabular-nums',
            item.rank <= 3 ? 'bg-accent-100 text-accent-800' : 'bg-slate-100 text-slate-700',
          )}
        >
          {rank}
        </span>
        <CandidateAvatar name={row.name} picture={row.profile_picture} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={applicantHref(row.id)}
              className="font-semibold break-words text-slate-900 underline-offset-2 hover:text-primary-800 hover:underline"
            >
              {row.name}
            </Link>
            <StageBadge stage={row.stage} withdrawn={row.withdrawn} />
          </div>
          {row.headline ? <p className="text-sm break-words text-slate-600">{row.headline}</p> : null}
        </div>
        <ShortlistToggle applicationId={row.id} name={row.name} shortlisted={row.shortlisted} />
      </div>
      <ScoreBar total={match.total} className="mt-3" />
      {verified.length > 0 ? (
        <ul aria-label={t`Verified skills of ${name}`} className="mt-3 flex flex-wrap gap-1.5">
          {verified.map((skill) => (
            <li
              key={skill.skill}
              title={skill.evidence ?? undefined}
              className="inline-flex items-center gap-1 rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-semibold text-success-700 ring-1 ring-success-600/20"
            >
              <BadgeCheck aria-hidden="true" className="size-3.5" />
              {skill.skill}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-2">
        <ExpandableMatch match={match} name={row.name} />
      </div>
    </li>
  );
}

/**
 * /hr-dashboard/filter-resume/:id (issue 6): a post's applicants ranked by match score. Filters: a minimum
 * score, a skill (verified only, or declared too), a stage. Every row opens the breakdown of its score
 * with the reasons; the star shortlists.
 */
export function RankingPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const jobId = Number(useParams().id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const path = rankingHref(jobId);
  const href = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    return hrefWith(path, {
      min_score: merged.min_score,
      skill: merged.skill,
      verified_only: merged.verified_only,
      stage: merged.stage,
      page: merged.page,
    });
  };
  const ranking = useRanking(jobId, {
    min_score: filters.min_score,
    skill: filters.skill || undefined,
    verified_only: filters.verified_only ? 'true' : undefined,
    stage: filters.stage,
    page: filters.page,
    page_size: PAGE_SIZE,
  });
  const data = ranking.data;
  const jobTitle = data?.job.title;
  usePageTitle(jobTitle ? t`Ranking: ${jobTitle}` : t`Ranking`);

  const [minScore, setMinScore] = useState(filters.min_score === undefined ? '' : String(filters.min_score));
  const [seenMin, setSeenMin] = useState(filters.min_score);
  if (seenMin !== filters.min_score) {
    setSeenMin(filters.min_score);
    setMinScore(filters.min_score === undefined ? '' : String(filters.min_score));
  }
  const [minError, setMinError] = useState<string | undefined>();

  function onApplyMin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = minScore.trim();
    const value = Number(text);
    if (text !== '' && (!Number.isInteger(value) || value < 0 || value > 100)) {
      setMinError(t`Minimum score must be ${lowest} to ${highest}`);
      return;
    }
    setMinError(undefined);
    void navigate(href({ min_score: text === '' ? undefined : value }));
  }

  const filtered =
    filters.min_score !== undefined ||
    filters.skill !== '' ||
    filters.verified_only ||
    filters.stage !== undefined;
  const skills = data?.job.skills ?? [];
  const lowest = format.number(0);
  const highest = format.number(100);
  const skillPoints = format.number(40);
  const experiencePoints = format.number(20);
  const educationPoints = format.number(15);
  const locationPoints = format.number(10);
  const evidencePoints = format.number(15);

  return (
    <>
      <BackLink to={SORT_RESUME_PATH}>
        <Trans>Choose another post</Trans>
      </BackLink>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-primary-700">
            <Trans>Ranked by match</Trans>
          </p>
          {data ? (
            <h1 className="text-2xl font-bold text-balance break-words text-slate-900 sm:text-3xl">
              {data.job.title}
            </h1>
          ) : ranking.isError ? (
            <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">
              <Trans>Job post</Trans>
            </h1>
          ) : (
            <Skeleton className="h-8 w-64" />
          )}
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Out of {highest}: skills {skillPoints}, experience {experiencePoints}, education{' '}
              {educationPoints}, location {locationPoints}, evidence on Dokkho {evidencePoints}.
            </Trans>
          </p>
        </div>
        {Number.isInteger(jobId) && jobId > 0 ? (
          <Link to={jobApplicantsHref(jobId)} className={buttonClasses({ variant: 'secondary' })}>
            <Users aria-hidden="true" className="size-4" />
            <Trans>All applicants</Trans>
          </Link>
        ) : null}
      </div>

      <div
        role="group"
        aria-label={t`Filters`}
        className="mb-4 grid grid-cols-2 items-start gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 lg:grid-cols-4"
      >
        <form noValidate onSubmit={onApplyMin} className="flex items-start gap-2">
          <FormField
            label={t`Minimum score`}
            inputMode="numeric"
            className="min-w-0 flex-1"
            value={minScore}
            onChange={(event) => setMinScore(event.target.value)}
            onBlur={(event) => event.currentTarget.form?.requestSubmit()}
            error={minError}
            placeholder={t`${lowest} to ${highest}`}
          />
          <button type="submit" className="sr-only">
            <Trans>Apply the minimum score</Trans>
          </button>
        </form>
        <FormSelect
          label={t`Skill`}
          value={filters.skill}
          onChange={(event) => void navigate(href({ skill: event.target.value }))}
          options={[
            { value: '', label: t`Any skill` },
            ...skills.map((skill) => ({ value: skill, label: skill })),
          ]}
        />
        <FormSelect
          label={t`Stage`}
          value={filters.stage ?? ''}
          onChange={(event) => void navigate(href({ stage: readStage(event.target.value) }))}
          options={[
            { value: '', label: t`Any stage` },
            ...APPLICATION_STAGES.map((stage) => ({
              value: stage,
              label: i18n._(APPLICATION_STAGE_LABELS[stage]),
            })),
            { value: 'withdrawn', label: t`Withdrawn` },
          ]}
        />
        <VerifiedOnlyFilter
          checked={filters.verified_only}
          onChange={(checked) => void navigate(href({ verified_only: checked }))}
          label={t`Verified skill only`}
        />
      </div>

      <QueryStates
        query={ranking}
        errorTitle={t`We couldn’t load the ranking`}
        notFound={notYourPost('post', i18n)}
        loadingLabel={t`Loading the ranking`}
        loadingClassName="space-y-3"
        skeletons={[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-32 rounded-card" />
        ))}
        isEmpty={(loaded) => loaded.count === 0}
        empty={
          <Notice
            illustration={<SignpostIllustration />}
            title={filtered ? t`Nobody matches these filters` : t`No applicants to rank yet`}
            description={
              filtered
                ? t`Lower the minimum score, or choose another skill or stage.`
                : t`When people apply to this post, they are ranked here by how well they match it.`
            }
          >
            {filtered ? <ClearFiltersLink to={path} /> : null}
          </Notice>
        }
      >
        {(loaded) => {
          const applicantCount = loaded.count;
          return (
            <>
              <p className="mb-2 text-sm text-slate-600">
                {filtered
                  ? t`${plural(applicantCount, { one: '# applicant match the filters', other: '# applicants match the filters' })}`
                  : t`${plural(applicantCount, { one: '# applicant', other: '# applicants' })}`}
              </p>
              <ol
                aria-label={t`Ranking`}
                className={clsx('space-y-3', ranking.isPlaceholderData && 'opacity-60')}
              >
                {loaded.results.map((item) => (
                  <RankedRow key={item.application.id} item={item} />
                ))}
              </ol>
              <Pagination
                page={filters.page}
                totalPages={Math.max(1, Math.ceil(loaded.count / PAGE_SIZE))}
                hrefFor={(page) => href({ page })}
              />
            </>
          );
        }}
      </QueryStates>
    </>
  );
}
