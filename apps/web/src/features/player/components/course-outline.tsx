import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import clsx from 'clsx';
import {
  CalendarClock,
  CircleCheck,
  Circle,
  ClipboardCheck,
  FileText,
  Lock,
  PlayCircle,
  Trophy,
} from 'lucide-react';
import type { CourseModulesResponse, QuizSummary } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { formatClock } from '../lib/format';

interface CourseOutlineProps {
  outline: CourseModulesResponse;
  currentLessonId: number;
  /** The course's quizzes (enrolled learners), undefined while they load or for a preview. */
  quizzes: QuizSummary[] | undefined;
  /** Called after a lesson or quiz is chosen (the phone's drawer closes). */
  onNavigate?: () => void;
}

/** The nearest ancestor that scrolls: the desktop sidebar or the phone's drawer. */
function scrollBox(element: HTMLElement): HTMLElement | null {
  for (let node = element.parentElement; node; node = node.parentElement) {
    if (/(auto|scroll)/.test(getComputedStyle(node).overflowY)) return node;
  }
  return null;
}

function QuizStatus({ quiz }: { quiz: QuizSummary }) {
  const format = useFormat();
  const best = format.number(quiz.best_percent ?? 0);
  const passMark = format.number(quiz.pass_percent);
  if (quiz.passed)
    return (
      <span className="text-success-700">
        <Trans>Passed · best {best}%</Trans>
      </span>
    );
  if (quiz.best_percent !== null)
    return (
      <span className="text-warning-700">
        <Trans>
          Best {best}% · pass mark {passMark}%
        </Trans>
      </span>
    );
  const questionCount = quiz.question_count;
  return (
    <span>
      <Trans>
        <Plural value={questionCount} one="# question" other="# questions" /> · pass mark {passMark}%
      </Trans>
    </span>
  );
}

/**
 * The player's curriculum (issue 4 item 5): every module with its lessons, a tick on the done ones, the
 * current one highlighted and scrolled into view, a lock on the ones a preview viewer cannot open, and the
 * course's quizzes at the end.
 */
export function CourseOutline({ outline, currentLessonId, quizzes, onNavigate }: CourseOutlineProps) {
  const { t } = useLingui();
  const format = useFormat();
  const current = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const link = current.current;
    const box = link ? scrollBox(link) : null;
    // Only the curriculum's own box scrolls (scrollIntoView could move the whole page too).
    if (
      link &&
      box &&
      (link.offsetTop < box.scrollTop || link.offsetTop > box.scrollTop + box.clientHeight - 64)
    ) {
      box.scrollTop = link.offsetTop - box.clientHeight / 3;
    }
  }, [currentLessonId]);
  // Lessons are numbered through the whole course, as learners refer to them ("lesson 7").
  const numbers = new Map(
    outline.modules.flatMap((module) => module.lessons).map((lesson, index) => [lesson.id, index + 1]),
  );

  return (
    <nav aria-label={t`Course content`} className="pb-6">
      {outline.modules.map((module, moduleIndex) => {
        const moduleNumber = format.number(moduleIndex + 1);
        const startsAt = module.starts_at ? format.dateTime(module.starts_at) : null;
        const liveMinutes = module.live_duration_minutes ? format.number(module.live_duration_minutes) : null;
        return (
          <section
            key={module.id}
            aria-labelledby={`outline-module-${module.id}`}
            className="mt-4 first:mt-0"
          >
            <h3 id={`outline-module-${module.id}`} className="px-4 py-2">
              <span className="block text-xs font-semibold tracking-wide text-primary-700 uppercase">
                {module.kind === 'live' ? t`Live class` : t`Module ${moduleNumber}`}
              </span>
              <span className="mt-0.5 block text-sm font-semibold text-slate-900">{module.title}</span>
            </h3>
            {module.kind === 'live' ? (
              <p className="mx-4 flex gap-2 rounded-lg bg-accent-50 px-3 py-2 text-sm text-slate-700">
                <CalendarClock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
                <span>
                  {startsAt ? t`${startsAt} (Dhaka time)` : t`The time will be announced`}
                  {liveMinutes ? t`, ${liveMinutes} minutes` : ''}
                </span>
              </p>
            ) : (
              <ol>
                {module.lessons.map((lesson) => {
                  const isCurrent = lesson.id === currentLessonId;
                  const locked = !outline.is_enrolled && !lesson.is_preview;
                  const Kind = lesson.kind === 'video' ? PlayCircle : FileText;
                  return (
                    <li key={lesson.id}>
                      <Link
                        ref={isCurrent ? current : undefined}
                        to={`/lessons/${lesson.id}`}
                        onClick={onNavigate}
                        aria-current={isCurrent ? 'page' : undefined}
                        className={clsx(
                          'flex min-h-12 items-start gap-3 border-l-4 px-3 py-2.5 text-sm transition-colors',
                          isCurrent
                            ? 'border-primary-600 bg-primary-50 font-semibold text-primary-900'
                            : 'border-transparent text-slate-700 hover:bg-slate-50',
                        )}
                      >
                        {lesson.completed ? (
                          <CircleCheck
                            aria-hidden="true"
                            className="mt-0.5 size-5 shrink-0 text-success-600"
                          />
                        ) : locked ? (
                          <Lock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-400" />
                        ) : (
                          <Circle aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-300" />
                        )}
                        <span className="min-w-0 flex-1">
                          <span className="block">
                            {format.number(numbers.get(lesson.id) ?? 0)}. {lesson.title}
                          </span>
                          <span className="mt-0.5 flex items-center gap-1.5 text-xs font-normal text-slate-500">
                            <Kind aria-hidden="true" className="size-3.5" />
                            {lesson.kind === 'video' ? t`Video` : t`Reading`} ·{' '}
                            {localiseDigits(formatClock(lesson.duration_seconds), format.locale)}
                            {lesson.is_preview && !outline.is_enrolled ? t` · Free preview` : ''}
                          </span>
                        </span>
                        <span className="sr-only">
                          {lesson.completed ? t`(completed)` : locked ? t`(enrol to open)` : ''}
                        </span>
                      </Link>
                    </li>
                  );
                })}
              </ol>
            )}
          </section>
        );
      })}

      {quizzes && quizzes.length > 0 ? (
        <section aria-labelledby="outline-quizzes" className="mt-6 border-t border-slate-200 pt-4">
          <h3
            id="outline-quizzes"
            className="flex items-center gap-2 px-4 py-2 text-sm font-semibold text-slate-900"
          >
            <Trophy aria-hidden="true" className="size-4 text-accent-600" />
            <Trans>Quizzes</Trans>
          </h3>
          <ul>
            {quizzes.map((quiz) => (
              <li key={quiz.id}>
                <Link
                  to={`/quiz/${quiz.id}`}
                  onClick={onNavigate}
                  className="flex min-h-12 items-start gap-3 border-l-4 border-transparent px-3 py-2.5 text-sm text-slate-700 hover:bg-slate-50"
                >
                  {quiz.passed ? (
                    <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success-600" />
                  ) : (
                    <ClipboardCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                  )}
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium">{quiz.title}</span>
                    <span className="mt-0.5 block text-xs text-slate-500">
                      <QuizStatus quiz={quiz} />
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </nav>
  );
}
