import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { Search } from 'lucide-react';
import { BD_DIVISION_NAMES, type BdDivision } from '@dokkho/contract/jobs';
import { divisionOptions } from '../../../shared/labels/place-options';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useTalents } from '../api/talents';
import { TalentCard } from '../components/talent-card';
import { TALENTS_PATH } from '../lib/paths';
import { hrefWith, readPage } from '../lib/stages';
import { ClearFiltersLink, VerifiedOnlyFilter } from '../components/search-filters';

const PAGE_SIZE = 12;
const EXPERIENCE_CHOICES = [0, 1, 2, 3, 5, 10] as const;

interface Filters {
  search: string;
  skill: string;
  division: BdDivision | undefined;
  experience: number | undefined;
  verified_only: boolean;
  page: number;
}

function readFilters(params: URLSearchParams): Filters {
  const division = params.get('division');
  const experience = Number(params.get('experience') ?? '');
  return {
    search: (params.get('search') ?? '').trim().slice(0, 100),
    skill: (params.get('skill') ?? '').trim().slice(0, 40),
    division: (BD_DIVISION_NAMES as string[]).includes(division ?? '') ? (division as BdDivision) : undefined,
    experience:
      params.get('experience') && Number.isInteger(experience) && experience >= 0 && experience <= 50
        ? experience
        : undefined,
    verified_only: params.get('verified_only') === 'true',
    page: readPage(params.get('page')),
  };
}

/**
 * /hr-dashboard/talents (issue 6): job seekers who chose to be found. Search by name or headline; filter by
 * skill (verified by Dokkho only, if wanted), division and years of work. A card opens the talent, where
 * the recruiter can ask to contact them.
 */
export function TalentsPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const filters = readFilters(params);
  const href = (next: Partial<Filters>) => {
    const merged = { ...filters, page: 1, ...next };
    return hrefWith(TALENTS_PATH, { ...merged });
  };
  const talents = useTalents({
    search: filters.search || undefined,
    skill: filters.skill || undefined,
    division: filters.division,
    experience: filters.experience,
    verified_only: filters.verified_only ? 'true' : undefined,
    page: filters.page,
    page_size: PAGE_SIZE,
  });
  const [text, setText] = useState(filters.search);
  const [skill, setSkill] = useState(filters.skill);
  const [seen, setSeen] = useState(`${filters.search}|${filters.skill}`);
  if (seen !== `${filters.search}|${filters.skill}`) {
    setSeen(`${filters.search}|${filters.skill}`);
    setText(filters.search);
    setSkill(filters.skill);
  }

  function onSearch(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void navigate(href({ search: text.trim(), skill: skill.trim().toLowerCase() }));
  }

  const filtered =
    filters.search !== '' ||
    filters.skill !== '' ||
    filters.division !== undefined ||
    filters.experience !== undefined ||
    filters.verified_only;

  return (
    <>
      <PageHeading
        title={t`Talents`}
        description={t`People on Dokkho who chose to be found by recruiters. Skills marked verified are proven by a course or certificate on Dokkho.`}
      />

      <form
        role="search"
        aria-label={t`Find talents`}
        onSubmit={onSearch}
        className="mb-4 grid gap-3 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-4"
      >
        <div className="sm:col-span-2">
          <label htmlFor="talent-search" className="mb-1.5 block text-sm font-medium text-slate-800">
            <Trans>Name or headline</Trans>
          </label>
          <input
            id="talent-search"
            type="search"
            value={text}
            maxLength={100}
            onChange={(event) => setText(event.target.value)}
            placeholder={t`e.g. data analyst`}
            className={inputClasses(false)}
          />
        </div>
        <div>
          <label htmlFor="talent-skill" className="mb-1.5 block text-sm font-medium text-slate-800">
            <Trans>Skill</Trans>
          </label>
          <input
            id="talent-skill"
            type="search"
            value={skill}
            maxLength={40}
            onChange={(event) => setSkill(event.target.value)}
            placeholder={t`e.g. excel`}
            className={inputClasses(false)}
          />
        </div>
        <div className="flex items-end">
          <button type="submit" className={buttonClasses({ className: 'w-full' })}>
            <Search aria-hidden="true" className="size-4" />
            <Trans>Search</Trans>
          </button>
        </div>
        <FormSelect
          label={t`Division`}
          value={filters.division ?? ''}
          onChange={(event) =>
            void navigate(href({ division: (event.target.value || undefined) as BdDivision | undefined }))
          }
          options={[{ value: '', label: t`All of Bangladesh` }, ...divisionOptions(i18n)]}
        />
        <FormSelect
          label={t`Experience`}
          value={filters.experience === undefined ? '' : String(filters.experience)}
          onChange={(event) =>
            void navigate(
              href({ experience: event.target.value === '' ? undefined : Number(event.target.value) }),
            )
          }
          options={[
            { value: '', label: t`Any experience` },
            ...EXPERIENCE_CHOICES.filter((years) => years > 0).map((years) => ({
              value: String(years),
              label: t`${plural(years, { one: '#+ year', other: '#+ years' })}`,
            })),
          ]}
        />
        <VerifiedOnlyFilter
          checked={filters.verified_only}
          onChange={(checked) => void navigate(href({ verified_only: checked }))}
          label={t`Only people with a skill verified on Dokkho`}
          className="sm:col-span-2"
        />
      </form>

      <QueryStates
        query={talents}
        errorTitle={t`We couldn’t load the talents`}
        loadingLabel={t`Loading talents`}
        loadingClassName="grid gap-3 sm:grid-cols-2"
        skeletons={[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-40 rounded-card" />
        ))}
        isEmpty={(loaded) => loaded.count === 0}
        empty={
          <Notice
            illustration={<SignpostIllustration />}
            title={filtered ? t`Nobody matches` : t`No talents yet`}
            description={
              filtered
                ? t`Try a broader search: fewer filters, another skill or all of Bangladesh.`
                : t`Job seekers appear here once they choose to be found by recruiters.`
            }
          >
            {filtered ? <ClearFiltersLink to={TALENTS_PATH} /> : null}
          </Notice>
        }
      >
        {(loaded) => {
          const peopleCount = loaded.count;
          return (
            <>
              <p className="mb-2 text-sm text-slate-600">
                {t`${plural(peopleCount, { one: '# person', other: '# people' })}`}
              </p>
              <ul
                aria-label={t`Talents`}
                // The previous results stay, dimmed and busy, until the new search's arrive.
                aria-busy={talents.isPlaceholderData}
                className={clsx('grid gap-3 sm:grid-cols-2', talents.isPlaceholderData && 'opacity-60')}
              >
                {loaded.results.map((talent) => (
                  <TalentCard key={talent.job_seeker_id} talent={talent} />
                ))}
              </ul>
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
