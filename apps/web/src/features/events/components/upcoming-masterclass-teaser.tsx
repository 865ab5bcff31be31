import { Link } from 'react-router';
import { ArrowRight, CircleCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { buttonClasses } from '../../../shared/ui/button';
import { useUpcomingMasterclass } from '../api/get-upcoming-masterclass';
import { masterclassPath, registerFormPath } from '../lib/paths';
import { EventCover } from './event-cover';
import { EventWhen, SeatsLeft, Speaker } from './event-facts';

/**
 * The home page's "upcoming masterclass" (issue 18 item 1, `GET marketing/upcoming-masterclass/`). It
 * sits below the fold and renders nothing while loading, on failure or when none is scheduled: a teaser is
 * a bonus, never a hole in the page or a jump in what the visitor is reading.
 */
export function UpcomingMasterclassTeaser() {
  const { t } = useLingui();
  const { data } = useUpcomingMasterclass();
  const masterclass = data?.masterclass;
  if (!masterclass) return null;
  const registered = masterclass.my_registration && masterclass.my_registration.status !== 'cancelled';
  return (
    <section
      aria-labelledby="upcoming-masterclass-heading"
      className="mx-auto max-w-7xl px-4 pb-12 sm:px-6 sm:pb-16 lg:px-8"
    >
      <div className="overflow-hidden rounded-card bg-primary-900 text-white shadow-card md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <EventCover src={masterclass.cover_image} className="hidden md:block md:aspect-auto md:h-full" />
        <div className="flex flex-col gap-4 p-5 sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            <Trans>Upcoming masterclass</Trans>
          </p>
          <h2
            id="upcoming-masterclass-heading"
            className="text-2xl leading-tight font-bold text-balance text-white sm:text-3xl"
          >
            {masterclass.title}
          </h2>
          {masterclass.summary ? <p className="text-pretty text-primary-100">{masterclass.summary}</p> : null}
          <div className="rounded-lg bg-white p-3 text-slate-900">
            <Speaker speaker={masterclass.speaker} size="sm" />
            <EventWhen event={masterclass} className="mt-3" />
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
            {registered ? (
              <p className="inline-flex items-center gap-2 font-semibold text-accent-300">
                <CircleCheck aria-hidden="true" className="size-5" />
                {masterclass.my_registration?.status === 'waitlisted'
                  ? t`You are on the waiting list`
                  : t`You are registered`}
              </p>
            ) : masterclass.registration_open ? (
              <Link
                to={registerFormPath(masterclass.id)}
                className={buttonClasses({ variant: 'accent', size: 'lg' })}
              >
                {masterclass.is_full ? t`Join the waiting list` : t`Register free`}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            ) : null}
            <Link
              to={masterclassPath(masterclass.id)}
              className={buttonClasses({ variant: 'inverse-outline', size: 'lg' })}
            >
              <Trans>See the details</Trans>
            </Link>
            <span className="[&>p]:bg-white/10 [&>p]:text-white">
              <SeatsLeft event={masterclass} />
            </span>
          </div>
        </div>
      </div>
    </section>
  );
}
