import { Link } from 'react-router';
import { ArrowRight, Award, Briefcase, Compass, PlayCircle, Sparkles } from 'lucide-react';
import { useFormat } from '../../../shared/i18n/format';
import { useBestGenres } from '../api/get-best-genres';
import { catalogStats } from '../lib/catalog-stats';
import { buttonClasses } from '../../../shared/ui/button';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';

const STEPS = [
  { icon: Compass, title: msg`Pick a skill`, text: msg`Courses and career paths built around real jobs.` },
  {
    icon: PlayCircle,
    title: msg`Learn by doing`,
    text: msg`Short lessons, quizzes and projects, in Bangla.`,
  },
  { icon: Award, title: msg`Get certified`, text: msg`A certificate you can add to your CV.` },
  { icon: Briefcase, title: msg`Get hired`, text: msg`Build your resume and apply to jobs right here.` },
] as const;

/**
 * The dark hero runs under the fixed, transparent navbar (it pads its own top for it). Its text is the
 * largest paint, so there is no image to wait for here.
 */
export function HomeHero() {
  const { i18n } = useLingui();
  const format = useFormat();
  return (
    <section
      aria-labelledby="home-hero-heading"
      className="relative isolate overflow-hidden bg-linear-to-br from-primary-950 via-primary-900 to-primary-700 pt-24 pb-14 text-white sm:pt-28 sm:pb-20"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute -top-24 -right-24 size-72 rounded-full bg-accent-500/20 blur-3xl sm:size-96" />
        <div className="absolute -bottom-32 -left-20 size-72 rounded-full bg-primary-400/20 blur-3xl" />
      </div>

      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.15fr_0.85fr] lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-primary-100 ring-1 ring-white/15">
            <Sparkles className="size-4 text-accent-300" aria-hidden="true" />
            <Trans>Taught by working professionals</Trans>
          </p>
          <h1
            id="home-hero-heading"
            className="mt-5 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
          >
            <Trans>Turn your ambition into a job.</Trans>
          </h1>
          <p lang="bn" className="mt-3 text-xl font-semibold text-accent-300 sm:text-2xl">
            <Trans>দক্ষতা শিখুন, ক্যারিয়ার গড়ুন।</Trans>
          </p>
          <p className="mt-4 max-w-xl text-lg text-primary-100">
            <Trans>
              Learn the skills employers in Bangladesh are hiring for, on your phone and at your pace. Earn a
              certificate, build your resume and apply to jobs, all in one place.
            </Trans>
          </p>

          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link
              to="/allcourses"
              className={buttonClasses({
                variant: 'accent',
                size: 'lg',
                className: 'shadow-raised focus-visible:outline-white',
              })}
            >
              <Trans>Explore courses</Trans>
              <ArrowRight className="size-5" aria-hidden="true" />
            </Link>
            <Link
              to="/allCareerPath"
              className={buttonClasses({
                variant: 'inverse-outline',
                size: 'lg',
                className: 'focus-visible:outline-white',
              })}
            >
              <Trans>See career paths</Trans>
            </Link>
          </div>

          <HeroStats />
        </div>

        <div className="hidden lg:block">
          <div className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15 backdrop-blur-sm">
            <p className="text-sm font-semibold tracking-wide text-primary-200 uppercase">
              <Trans>Your path to a job</Trans>
            </p>
            <ol className="mt-5 space-y-5">
              {STEPS.map((step, index) => {
                const stepNumber = format.number(index + 1);
                return (
                  <li key={step.title.id} className="flex gap-4">
                    <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/10 text-accent-300 ring-1 ring-white/15">
                      <step.icon className="size-5" aria-hidden="true" />
                    </span>
                    <div>
                      <p className="font-semibold">
                        <span className="sr-only">
                          <Trans>Step {stepNumber}:</Trans>{' '}
                        </span>
                        {i18n._(step.title)}
                      </p>
                      <p className="text-sm text-primary-100">{i18n._(step.text)}</p>
                    </div>
                  </li>
                );
              })}
            </ol>
          </div>
        </div>
      </div>
    </section>
  );
}

/**
 * Trust numbers summed from the genres list (shared, cached query). Placeholders keep the row's height
 * while loading; on failure the row is left out rather than showing made-up numbers.
 */
function HeroStats() {
  const { i18n } = useLingui();
  const format = useFormat();
  const { data, isPending, isError } = useBestGenres();
  if (isError) return null;
  const stats = data ? catalogStats(data) : null;
  if (stats && stats.courses === 0) return null;

  const items = [
    { label: msg`courses`, value: stats?.courses },
    { label: msg`learners`, value: stats?.learners },
    { label: msg`skill areas`, value: stats?.skillAreas },
  ];
  return (
    <dl className="mt-10 grid max-w-md grid-cols-3 gap-4 border-t border-white/15 pt-6" aria-busy={isPending}>
      {items.map((item) => (
        <div key={item.label.id} className="flex flex-col-reverse">
          <dt className="text-sm text-primary-200">{i18n._(item.label)}</dt>
          <dd className="text-2xl font-bold sm:text-3xl">
            {item.value === undefined ? (
              <span className="inline-block h-8 w-14 animate-pulse rounded bg-white/15 align-middle sm:h-9" />
            ) : (
              format.compact(item.value)
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}
