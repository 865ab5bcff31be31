import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleDashed, CircleX, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { CourseGrades } from '@dokkho/contract/learning';
import { useFormat } from '../../../shared/i18n/format';
import { buttonClasses } from '../../../shared/ui/button';
import { LoadErrorNotice, Notice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useGrades } from '../api/get-grades';
import { ChecklistIllustration } from '../components/illustrations';
import { ALL_COURSES_PATH, FREE_COURSES_PATH, QUIZZES_PATH, quizPath } from '../lib/paths';

type Quiz = CourseGrades['quizzes'][number];

function Result({ quiz }: { quiz: Quiz }) {
  if (quiz.best_percent === null) {
    return (
      <span className="inline-flex items-center gap-1 text-sm text-slate-600">
        <CircleDashed aria-hidden="true" className="size-4" />
        <Trans>Not taken</Trans>
      </span>
    );
  }
  return quiz.passed ? (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-success-700">
      <CircleCheck aria-hidden="true" className="size-4" />
      <Trans>Passed</Trans>
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-danger-700">
      <CircleX aria-hidden="true" className="size-4" />
      <Trans>Not passed</Trans>
    </span>
  );
}

function CourseCard({ course }: { course: CourseGrades }) {
  const id = `grades-${course.course_id}`;
  const format = useFormat();
  const passed = format.number(course.quizzes.filter((quiz) => quiz.passed).length);
  const quizCount = course.quizzes.length;
  const courseTitle = course.course_title;
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-lg font-bold break-words text-slate-900">
            {course.course_title}
          </h2>
          {course.quizzes.length > 0 ? (
            <p className="text-sm text-slate-600">
              <Plural
                value={quizCount}
                one={`${passed} of # quiz passed`}
                other={`${passed} of # quizzes passed`}
              />
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <Trans>Course average</Trans>
          </span>
          <span
            className={clsx(
              'block text-2xl font-bold tabular-nums',
              course.average_percent === null ? 'text-slate-400' : 'text-slate-900',
            )}
          >
            {course.average_percent === null ? '–' : `${format.number(course.average_percent)}%`}
          </span>
        </p>
      </div>
      {course.quizzes.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Best scores in {courseTitle}</Trans>
          </caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                <Trans>Quiz</Trans>
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                <Trans>Best</Trans>
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                <Trans>Pass mark</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                <Trans>Result</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {course.quizzes.map((quiz) => {
              const passMark = format.number(quiz.pass_percent);
              return (
                <tr key={quiz.id}>
                  <th scope="row" className="py-3 pr-3 font-medium break-words text-slate-900">
                    <Link to={quizPath(quiz.id)} className="hover:text-primary-800 hover:underline">
                      {quiz.title}
                    </Link>
                    <span className="block text-xs font-normal text-slate-500 sm:hidden">
                      <Trans>Pass mark {passMark}%</Trans>
                    </span>
                  </th>
                  <td className="py-3 pr-3 text-right font-semibold text-slate-900 tabular-nums">
                    {quiz.best_percent === null ? '–' : `${format.number(quiz.best_percent)}%`}
                  </td>
                  <td className="hidden py-3 pr-3 text-right text-slate-600 tabular-nums sm:table-cell">
                    {passMark}%
                  </td>
                  <td className="py-3 text-right whitespace-nowrap">
                    <Result quiz={quiz} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>This course has no quizzes, so there is nothing to grade.</Trans>
        </p>
      )}
    </section>
  );
}

/**
 * /newDashboard/grades (issue 4 item 6): per enrolled course, the best score of each quiz, pass or not,
 * and the course average of the quizzes taken (`GET course/grades/`).
 */
export function GradesPage() {
  const { t } = useLingui();
  const grades = useGrades();
  const courses = grades.data;

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<ChecklistIllustration />}
        title={t`No grades yet`}
        description={t`Enrol in a course and take its quizzes: your best score in each shows up here.`}
      >
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Browse free courses</Trans>
        </Link>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          <Trans>See all courses</Trans>
        </Link>
      </Notice>
    );
  } else if (courses) {
    const taken = courses.some((course) => course.quizzes.some((quiz) => quiz.best_percent !== null));
    body = (
      <div className="space-y-4">
        {!taken ? (
          <p className="flex flex-col gap-3 rounded-card bg-primary-50 p-4 text-primary-900 sm:flex-row sm:items-center sm:justify-between">
            <Trans>You have not taken a quiz yet. Take one to see your grade.</Trans>
            <Link to={QUIZZES_PATH} className={buttonClasses({ size: 'sm' })}>
              <Trans>Go to quizzes</Trans>
            </Link>
          </p>
        ) : null}
        {courses.map((course) => (
          <CourseCard key={course.course_id} course={course} />
        ))}
      </div>
    );
  } else if (grades.isError) {
    body = (
      <LoadErrorNotice
        title={t`We couldn’t load your grades`}
        error={grades.error}
        onRetry={() => void grades.refetch()}
        isRetrying={grades.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading your grades</Trans>
        </span>
        {[0, 1].map((i) => (
          <div key={i} className="space-y-3 rounded-card bg-white p-5 shadow-card">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ))}
      </div>
    );
  }

  return (
    <>
      <PageHeading title={t`Grades`} description={t`Your best score in every quiz, course by course.`} />
      {body}
    </>
  );
}
