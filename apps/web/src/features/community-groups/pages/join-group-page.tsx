import { useState } from 'react';
import { Link } from 'react-router';
import { ExternalLink, Users } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  COMMUNITY_TOPICS,
  type CommunityGroup,
  type CommunityTopic,
} from '@dokkho/contract/community-groups';
import { COMMUNITY_PLATFORM_LABELS, COMMUNITY_TOPIC_LABELS } from '../../../shared/labels/events';
import { buttonClasses } from '../../../shared/ui/button';
import { SignpostIllustration } from '../../../shared/ui/illustrations';
import { Notice } from '../../../shared/ui/notice';
import { PageIntro } from '../../../shared/ui/page-intro';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { countJoinClick, useCommunityGroups } from '../api/community-groups';
import { PlatformIcon } from '../components/platform-icon';

function GroupCard({ group }: { group: CommunityGroup }) {
  const { i18n } = useLingui();
  const platform = i18n._(COMMUNITY_PLATFORM_LABELS[group.platform]);
  const name = group.name;
  return (
    <li className="flex flex-col gap-3 rounded-card bg-white p-4 shadow-card">
      <div className="flex items-start gap-3">
        <PlatformIcon platform={group.platform} className="size-10" />
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{name}</h3>
          <p className="text-sm text-slate-500">{platform}</p>
        </div>
      </div>
      {group.description ? <p className="text-sm text-pretty text-slate-700">{group.description}</p> : null}
      <a
        href={group.invite_url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => countJoinClick(group.id)}
        className={buttonClasses({ variant: 'secondary', className: 'mt-auto w-full' })}
      >
        <Trans>Join on {platform}</Trans>
        <ExternalLink aria-hidden="true" className="size-4" />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    </li>
  );
}

/**
 * /join-group (issue 18 item 7): the community's WhatsApp, Facebook and Telegram groups by topic. A join
 * is an ordinary link opening in a new tab; the click is counted on the side and never holds it up.
 */
export function JoinGroupPage() {
  const { t, i18n } = useLingui();
  const groups = useCommunityGroups();
  const [topic, setTopic] = useState<CommunityTopic | 'all'>('all');
  const present = COMMUNITY_TOPICS.filter((value) =>
    (groups.data?.results ?? []).some((group) => group.topic === value),
  );

  return (
    <>
      <PageIntro
        eyebrow={t`Community`}
        title={t`Join the Dokkho learner groups`}
        description={t`Ask questions, find study partners and hear about free classes first. Pick a group for your topic: it opens in WhatsApp, Facebook or Telegram.`}
      />
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <QueryStates
          query={groups}
          errorTitle={t`We couldn’t load the groups`}
          loadingLabel={t`Loading groups`}
          skeletons={
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} className="h-40 w-full" />
              ))}
            </div>
          }
          isEmpty={(data) => data.results.length === 0}
          empty={
            <Notice
              illustration={<SignpostIllustration />}
              title={t`No groups to join yet`}
              description={t`We are setting up the community groups. Meanwhile, book a free call with a career advisor.`}
            >
              <Link to="/support-session" className={buttonClasses({ variant: 'secondary' })}>
                <Trans>Book a support session</Trans>
              </Link>
            </Notice>
          }
        >
          {(data) => (
            <>
              {present.length > 1 ? (
                <div
                  role="group"
                  aria-label={t`Topic`}
                  className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1"
                >
                  {(['all', ...present] as const).map((value) => (
                    <button
                      key={value}
                      type="button"
                      aria-pressed={topic === value}
                      onClick={() => setTopic(value)}
                      className="inline-flex min-h-11 shrink-0 items-center rounded-full px-4 text-sm font-medium ring-1 ring-primary-200 aria-pressed:bg-primary-700 aria-pressed:text-white aria-[pressed=false]:bg-white aria-[pressed=false]:text-primary-800 aria-[pressed=false]:hover:bg-primary-50"
                    >
                      {value === 'all' ? t`All topics` : i18n._(COMMUNITY_TOPIC_LABELS[value])}
                    </button>
                  ))}
                </div>
              ) : null}
              <div className="mt-6 space-y-8">
                {present
                  .filter((value) => topic === 'all' || value === topic)
                  .map((value) => (
                    <section key={value} aria-labelledby={`topic-${value}`}>
                      <h2
                        id={`topic-${value}`}
                        className="flex items-center gap-2 text-xl font-bold text-slate-900"
                      >
                        <Users aria-hidden="true" className="size-5 text-primary-700" />
                        {i18n._(COMMUNITY_TOPIC_LABELS[value])}
                      </h2>
                      <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                        {data.results
                          .filter((group) => group.topic === value)
                          .map((group) => (
                            <GroupCard key={group.id} group={group} />
                          ))}
                      </ul>
                    </section>
                  ))}
              </div>
            </>
          )}
        </QueryStates>
      </div>
    </>
  );
}
