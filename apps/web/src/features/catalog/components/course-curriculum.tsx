import { useState } from 'react';
import { Link } from 'react-router';
import { CalendarClock, FileText, PlayCircle, Radio } from 'lucide-react';
import type { CourseFullDetail, ModuleOutline } from '@dokkho/contract/learning';
import { formatClock, formatTotal } from '../lib/course-page-format';
import { Disclosure } from './disclosure';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { useFormat } from '../../../shared/i18n/format';

/** How long before a live class its joining link appears for enrolled learners (the API's join window). */
const JOIN_WINDOW_MINUTES = 15;

function ModuleSummary({ module, index }: { module: ModuleOutline; index: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const live = module.kind === 'live';
  const moduleNumber = format.number(index + 1);
  const total = formatTotal(module.duration_seconds);
  const lessonCount = module.lessons.length;
  const lessons = format.number(lessonCount);
  const startsAt = module.starts_at ? format.dateTime(module.starts_at) : null;
  return (
    <>
      <span className="block text-xs font-semibold tracking-wide text-primary-700 uppercase">
        {live ? t`Live class` : t`Module ${moduleNumber}`}
      </span>
      <span className="mt-0.5 block font-semibold text-slate-900">{module.title}</span>
      <span className="mt-0.5 block text-sm text-slate-600">
        {live && startsAt
          ? t`${startsAt} (Dhaka time) · ${total}`
          : t`${plural(lessonCount, { one: `${lessons} lesson · ${total}`, other: `${lessons} lessons · ${total}` })}`}
      </span>
    </>
  );
}

function LiveModuleBody({ module }: { module: ModuleOutline }) {
  const { t } = useLingui();
  const format = useFormat();
  const minutesCount = module.live_duration_minutes ?? Math.round(module.duration_seconds / 60);
  const minutes = format.number(minutesCount);
  const joinMinutes = format.number(JOIN_WINDOW_MINUTES);
  return (
    <div className="flex gap-3 border-t border-slate-100 bg-accent-50/60 px-4 py-4 sm:px-5">
      <Radio aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-700" />
      <div className="text-sm text-slate-700">
        {module.description ? <p>{module.description}</p> : null}
        {module.starts_at ? (
          <p className="mt-2 flex flex-wrap items-center gap-1.5 font-medium text-slate-900">
            <CalendarClock aria-hidden="true" className="size-4 text-accent-700" />
            <time dateTime={module.starts_at}>{format.dateTime(module.starts_at)}</time>
            <span className="font-normal text-slate-600">
              {t`${plural(minutesCount, { one: `Dhaka time, ${minutes} minute`, other: `Dhaka time, ${minutes} minutes` })}`}
            </span>
          </p>
        ) : null}
        <p className="mt-2 text-slate-600">
          <Trans>
            Enrolled learners get the joining link {joinMinutes} minutes before the class starts. The
            recording appears here afterwards.
          </Trans>
        </p>
      </div>
    </div>
  );
}

function RecordedModuleBody({ module }: { module: ModuleOutline }) {
  const { t } = useLingui();
  return (
    <ol className="divide-y divide-slate-100 border-t border-slate-100">
      {module.lessons.map((lesson) => {
        const Icon = lesson.kind === 'video' ? PlayCircle : FileText;
        return (
          <li key={lesson.id} className="flex min-h-12 items-center gap-3 px-4 py-2.5 text-sm sm:px-5">
            <Icon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
            <span className="sr-only">{lesson.kind === 'video' ? t`Video:` : t`Article:`}</span>
            <span className="min-w-0 flex-1 text-slate-800">
              {lesson.is_preview ? (
                <Link
                  to={`/lessons/${lesson.id}`}
                  className="font-medium text-primary-700 underline-offset-2 hover:underline"
                >
                  {lesson.title}
                </Link>
              ) : (
                lesson.title
              )}
            </span>
            {lesson.is_preview && (
              <span className="shrink-0 rounded-full bg-primary-50 px-2 py-0.5 text-xs font-semibold text-primary-800">
                <Trans>Preview</Trans>
              </span>
            )}
            <span className="w-14 shrink-0 text-right text-slate-500 tabular-nums">
              <span className="sr-only">{lesson.kind === 'video' ? t`Length` : t`Reading time`} </span>
              {formatClock(lesson.duration_seconds)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** "Course content" (DESIGN.md "Course page": curriculum accordion): modules, their lessons and lengths. */
export function CourseCurriculum({ course }: { course: CourseFullDetail }) {
  const { t } = useLingui();
  const format = useFormat();
  const { modules, lessons_count, duration_seconds } = course.curriculum;
  // The first module starts open: it shows what a lesson list looks like without a tap.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(modules[0] ? [modules[0].id] : []));
  const allOpen = modules.length > 0 && modules.every((m) => open.has(m.id));

  if (modules.length === 0) {
    return (
      <p className="rounded-card border border-dashed border-slate-300 px-5 py-8 text-center text-slate-600">
        {course.kind === 'career_path'
          ? t`This career path is made of several courses: each one has its own curriculum.`
          : t`The instructor is preparing the curriculum. Save the course to hear when it is ready.`}
      </p>
    );
  }

  const moduleTotal = modules.length;
  const moduleCount = format.number(moduleTotal);
  const lessonCount = format.number(lessons_count);
  const total = formatTotal(duration_seconds);
  const toggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-slate-600">
          {t`${plural(moduleTotal, { one: `${moduleCount} module`, other: `${moduleCount} modules` })}`} ·{' '}
          {t`${plural(lessons_count, { one: `${lessonCount} lesson`, other: `${lessonCount} lessons` })}`} ·{' '}
          <Trans>{total} total</Trans>
        </p>
        <button
          type="button"
          onClick={() => setOpen(allOpen ? new Set() : new Set(modules.map((m) => m.id)))}
          className="min-h-11 text-sm font-semibold text-primary-700 hover:text-primary-900"
        >
          {allOpen ? t`Collapse all` : t`Expand all`}
        </button>
      </div>
      <div className="mt-2 divide-y divide-slate-200 overflow-hidden rounded-card border border-slate-200 bg-white">
        {modules.map((module, index) => (
          <Disclosure
            key={module.id}
            open={open.has(module.id)}
            onToggle={() => toggle(module.id)}
            summary={
              <ModuleSummary
                module={module}
                index={modules.slice(0, index).filter((m) => m.kind === 'recorded').length}
              />
            }
          >
            {module.kind === 'live' ? (
              <LiveModuleBody module={module} />
            ) : (
              <RecordedModuleBody module={module} />
            )}
          </Disclosure>
        ))}
      </div>
    </div>
  );
}
