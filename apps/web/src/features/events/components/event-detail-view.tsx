import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowRight, BookOpen, ChevronLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { MarkdownContent } from '../../../shared/ui/markdown-content';
import { Skeleton } from '../../../shared/ui/skeleton';
import type { EventDetail } from '../api/types';
import { FREE_CLASSES_PATH } from '../lib/paths';
import type { EventTicket } from '../lib/ticket';
import { EventActionBox } from './event-action-box';
import { EventCover } from './event-cover';
import { EventWhen, Speaker } from './event-facts';
import { KindBadge } from './kind-badge';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * A masterclass's or free class's page: what it is, when (Dhaka time), who speaks, the agenda, the course
 * it leads to, and the one action that fits the visitor (EventActionBox). `extra` goes last (the
 * masterclass's consultation form).
 */
export function EventDetailView({
  event,
  ticket,
  extra,
  media,
}: {
  event: EventDetail;
  ticket: EventTicket | null;
  extra?: ReactNode;
  /** In place of the cover: a free class's recording once it has ended. */
  media?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const course = event.related_course;
  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8">
      <div className="min-w-0">
        <nav aria-label={t`Breadcrumb`} className="pt-4">
          <ol className="flex flex-wrap items-center gap-1 text-sm font-medium text-primary-800">
            <li>
              <Link
                to={FREE_CLASSES_PATH}
                className="inline-flex min-h-11 items-center gap-1 hover:underline"
              >
                <ChevronLeft aria-hidden="true" className="size-4 text-primary-400" />
                <Trans>Free classes and masterclasses</Trans>
              </Link>
            </li>
          </ol>
        </nav>
        {media ? (
          <div id="recording" className="mt-2 scroll-mt-24">
            {media}
          </div>
        ) : (
          <EventCover src={event.cover_image} priority className="mt-2 rounded-card" />
        )}
        <div className="mt-5 flex flex-wrap items-center gap-2">
          <KindBadge kind={event.kind} />
          {event.topic ? (
            <span className="text-sm font-medium text-slate-600">{event.topic.name}</span>
          ) : null}
        </div>
        <h1 className="mt-3 text-2xl leading-tight font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {event.title}
        </h1>
        {event.summary ? <p className="mt-3 text-lg text-pretty text-slate-700">{event.summary}</p> : null}
        <EventWhen event={event} className="mt-4" />
        <div className="mt-4">
          <Speaker speaker={event.speaker} />
        </div>
      </div>

      <aside className="mt-6 lg:row-span-2 lg:mt-0 lg:pt-16">
        <div className="lg:sticky lg:top-24">
          <EventActionBox event={event} ticket={ticket} />
        </div>
      </aside>

      <div className="mt-10 min-w-0 space-y-10">
        {event.description ? (
          <Section id="about" title={t`About this class`}>
            <MarkdownContent markdown={event.description} />
          </Section>
        ) : null}
        {event.agenda.length > 0 ? (
          <Section id="agenda" title={t`Agenda`}>
            <ol className="space-y-3">
              {event.agenda.map((item, index) => (
                <li
                  key={`${index}-${item}`}
                  className="flex gap-3 rounded-lg bg-white p-3 ring-1 ring-slate-200"
                >
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-50 text-sm font-bold text-primary-800"
                  >
                    {format.number(index + 1)}
                  </span>
                  <span className="pt-0.5 text-slate-800">{item}</span>
                </li>
              ))}
            </ol>
          </Section>
        ) : null}
        <Section id="speaker" title={t`Your speaker`}>
          <div className="rounded-card bg-white p-5 ring-1 ring-slate-200">
            <Speaker speaker={event.speaker} />
          </div>
        </Section>
        {course ? (
          <Section id="course" title={t`The course it leads to`}>
            <Link
              to={`/courseDetails/${course.id}`}
              className="flex items-center gap-4 rounded-card bg-white p-5 ring-1 ring-slate-200 transition-shadow hover:shadow-raised"
            >
              <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-700">
                <BookOpen aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-slate-900">{course.title}</span>
                <span className="block text-sm text-slate-600">
                  <Trans>See the full course</Trans>
                </span>
              </span>
              <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-primary-700" />
            </Link>
          </Section>
        ) : null}
        {extra}
      </div>
    </div>
  );
}

export function EventDetailSkeleton({ label }: { label: string }) {
  return (
    <div
      aria-busy="true"
      className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:px-8"
    >
      <span role="status" className="sr-only">
        {label}
      </span>
      <div className="space-y-4">
        <Skeleton className="aspect-video w-full rounded-card" />
        <Skeleton className="h-5 w-24 rounded-full" />
        <Skeleton className="h-9 w-11/12" />
        <Skeleton className="h-5 w-2/3" />
        <div className="flex items-center gap-3">
          <Skeleton className="size-14 rounded-full" />
          <Skeleton className="h-5 w-40" />
        </div>
      </div>
      <Skeleton className="mt-6 h-48 w-full rounded-card lg:mt-16" />
    </div>
  );
}
