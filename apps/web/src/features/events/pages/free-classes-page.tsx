import { Link, useSearchParams } from 'react-router';
import clsx from 'clsx';
import { ArrowRight, CalendarX2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { Pagination } from '../../../shared/ui/pagination';
import { QueryStates } from '../../../shared/ui/query-states';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { useFreeClasses, useMasterclasses, type EventWhenFilter } from '../api/get-events';
import { EventCardView } from '../components/event-card';
import { EventCardSkeleton } from '../components/event-card-skeleton';
import { FREE_CLASSES_PATH } from '../lib/paths';

const PAGE_SIZE = 12;

function CardGrid({ children }: { children: React.ReactNode }) {
  return <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

function Skeletons({ count = 3 }: { count?: number }) {
  return (
    <CardGrid>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <EventCardSkeleton />
        </li>
      ))}
    </CardGrid>
  );
}

/** The upcoming masterclasses above the free classes (nothing when none are scheduled). */
function MasterclassStrip() {
  const { t } = useLingui();
  const masterclasses = useMasterclasses('upcoming', 1);
  const list = masterclasses.data?.results ?? [];
  if (masterclasses.isError || (masterclasses.data && list.length === 0)) return null;
  return (
    <section aria-labelledby="masterclasses-heading" className="mb-10">
      <h2 id="masterclasses-heading" className="text-xl font-bold text-slate-900 sm:text-2xl">
        {t`Masterclasses with industry experts`}
      </h2>
      <div className="mt-4">
        {masterclasses.data ? (
          <CardGrid>
            {list.slice(0, 3).map((event) => (
              <li key={event.id}>
                <EventCardView event={event} />
              </li>
            ))}
          </CardGrid>
        ) : (
          <Skeletons />
        )}
      </div>
    </section>
  );
}

/**
 * /free-classes (issue 18 item 2): upcoming free live classes and the recorded ones, filtered by topic,
 * with the upcoming masterclasses on top. The tab, topic and page live in the URL.
 */
export function FreeClassesPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const when: EventWhenFilter = params.get('when') === 'past' ? 'past' : 'upcoming';
  const topic = params.get('topic') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const classes = useFreeClasses({ when, topic, page });
  const topics = classes.data?.topics ?? [];

  const href = (next: { when?: EventWhenFilter; topic?: string; page?: number }) => {
    const search = new URLSearchParams();
    const w = next.when ?? when;
    const tp = next.topic ?? topic;
    if (w === 'past') search.set('when', 'past');
    if (tp) search.set('topic', tp);
    if (next.page && next.page > 1) search.set('page', String(next.page));
    const query = search.toString();
    return query ? `${FREE_CLASSES_PATH}?${query}` : FREE_CLASSES_PATH;
  };

  const tabs: { value: EventWhenFilter; label: string }[] = [
    { value: 'upcoming', label: t`Upcoming` },
    { value: 'past', label: t`Recorded` },
  ];
  const chip = (active: boolean) =>
    clsx(
      'inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium whitespace-nowrap ring-1',
      active
        ? 'bg-primary-700 text-white ring-primary-700'
        : 'bg-white text-slate-700 ring-slate-300 hover:ring-primary-600',
    );

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      <h1 className="text-2xl font-bold text-balance text-slate-900 sm:text-4xl">
        <Trans>Free classes and masterclasses</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-pretty text-slate-600">
        <Trans>
          Live sessions with Dokkho instructors and industry experts: try a subject before you enrol, ask your
          questions, and watch the recording later.
        </Trans>
      </p>

      <div className="mt-6">{when === 'upcoming' && !topic && page === 1 ? <MasterclassStrip /> : null}</div>

      <section aria-labelledby="free-classes-heading">
        <h2 id="free-classes-heading" className="sr-only">
          {t`Free classes`}
        </h2>
        <nav aria-label={t`Upcoming or recorded`} className="flex gap-2 border-b border-slate-200">
          {tabs.map((tab) => (
            <Link
              key={tab.value}
              to={href({ when: tab.value, page: 1 })}
              aria-current={tab.value === when ? 'page' : undefined}
              className={clsx(
                '-mb-px inline-flex min-h-11 items-center border-b-2 px-4 text-sm font-semibold',
                tab.value === when
                  ? 'border-primary-700 text-primary-800'
                  : 'border-transparent text-slate-600 hover:text-slate-900',
              )}
            >
              {tab.label}
            </Link>
          ))}
        </nav>

        {topics.length > 0 ? (
          <ul
            aria-label={t`Topics`}
            className="-mx-4 mt-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
          >
            <li>
              <Link
                to={href({ topic: '', page: 1 })}
                className={chip(!topic)}
                aria-current={!topic ? 'true' : undefined}
              >
                <Trans>All topics</Trans>
              </Link>
            </li>
            {topics.map((item) => (
              <li key={item.slug}>
                <Link
                  to={href({ topic: item.slug, page: 1 })}
                  className={chip(topic === item.slug)}
                  aria-current={topic === item.slug ? 'true' : undefined}
                >
                  {item.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-6">
          <QueryStates
            query={classes}
            errorTitle={t`We couldn’t load the free classes`}
            loadingLabel={t`Loading free classes`}
            skeletons={<Skeletons count={6} />}
            isEmpty={(data) => data.results.length === 0}
            empty={
              <Notice
                illustration={
                  when === 'past' ? (
                    <SignpostIllustration />
                  ) : (
                    <CalendarX2 className="mx-auto size-20 text-primary-300" aria-hidden="true" />
                  )
                }
                title={
                  topic
                    ? t`No classes on this topic yet`
                    : when === 'past'
                      ? t`No recorded classes yet`
                      : t`No free classes scheduled right now`
                }
                description={
                  when === 'past'
                    ? t`Recordings appear here after each class.`
                    : t`New classes are added every week. Meanwhile, watch a recorded one or browse the courses.`
                }
              >
                {topic ? (
                  <Link to={href({ topic: '', page: 1 })} className={buttonClasses()}>
                    <Trans>See all topics</Trans>
                  </Link>
                ) : when === 'upcoming' ? (
                  <Link to={href({ when: 'past', page: 1 })} className={buttonClasses()}>
                    <Trans>Watch a recorded class</Trans>
                  </Link>
                ) : null}
                <Link to="/allcourses" className={buttonClasses({ variant: 'secondary' })}>
                  <Trans>Browse courses</Trans>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </Notice>
            }
          >
            {(data) => (
              <>
                <CardGrid>
                  {data.results.map((event) => (
                    <li key={event.id}>
                      <EventCardView event={event} past={when === 'past'} />
                    </li>
                  ))}
                </CardGrid>
                <Pagination
                  page={page}
                  totalPages={Math.ceil(data.count / PAGE_SIZE)}
                  hrefFor={(target) => href({ page: target })}
                />
              </>
            )}
          </QueryStates>
        </div>
      </section>
    </div>
  );
}
