import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, CircleDashed, CircleX, Sparkles } from 'lucide-react';
import clsx from 'clsx';
import type { CourseGrades } from '@dokkho/contract/learning';
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
        Not taken
      </span>
    );
  }
  return quiz.passed ? (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-success-700">
      <CircleCheck aria-hidden="true" className="size-4" />
      Passed
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 text-sm font-semibold text-danger-700">
      <CircleX aria-hidden="true" className="size-4" />
      Not passed
    </span>
  );
}

function CourseCard({ course }: { course: CourseGrades }) {
  const id = `grades-${course.course_id}`;
  const passed = course.quizzes.filter((quiz) => quiz.passed).length;
  return (
    <section aria-labelledby={id} className="rounded-card bg-white p-4 shadow-card sm:p-5">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="text-lg font-bold break-words text-slate-900">
            {course.course_title}
          </h2>
          {course.quizzes.length > 0 ? (
            <p className="text-sm text-slate-600">
              {passed} of {course.quizzes.length} {course.quizzes.length === 1 ? 'quiz' : 'quizzes'} passed
            </p>
          ) : null}
        </div>
        <p className="shrink-0 text-right">
          <span className="block text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Course average
          </span>
          <span
            className={clsx(
              'block text-2xl font-bold tabular-nums',
              course.average_percent === null ? 'text-slate-400' : 'text-slate-900',
            )}
          >
            {course.average_percent === null ? '–' : `${course.average_percent}%`}
          </span>
        </p>
      </div>
      {course.quizzes.length > 0 ? (
        <table className="mt-4 w-full text-left text-sm">
          <caption className="sr-only">Best scores in {course.course_title}</caption>
          <thead className="border-b border-slate-200 text-xs tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="py-2 pr-3 font-semibold">
                Quiz
              </th>
              <th scope="col" className="py-2 pr-3 text-right font-semibold">
                Best
              </th>
              <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
                Pass mark
              </th>
              <th scope="col" className="py-2 text-right font-semibold">
                Result
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {course.quizzes.map((quiz) => (
              <tr key={quiz.id}>
                <th scope="row" className="py-3 pr-3 font-medium break-words text-slate-900">
                  <Link to={quizPath(quiz.id)} className="hover:text-primary-800 hover:underline">
                    {quiz.title}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500 sm:hidden">
                    Pass mark {quiz.pass_percent}%
                  </span>
                </th>
                <td className="py-3 pr-3 text-right font-semibold text-slate-900 tabular-nums">
                  {quiz.best_percent === null ? '–' : `${quiz.best_percent}%`}
                </td>
                <td className="hidden py-3 pr-3 text-right text-slate-600 tabular-nums sm:table-cell">
                  {quiz.pass_percent}%
                </td>
                <td className="py-3 text-right whitespace-nowrap">
                  <Result quiz={quiz} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-3 text-sm text-slate-600">
          This course has no quizzes, so there is nothing to grade.
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
  const grades = useGrades();
  const courses = grades.data;

  let body: ReactNode;
  if (courses && courses.length === 0) {
    body = (
      <Notice
        illustration={<ChecklistIllustration />}
        title="No grades yet"
        description="Enrol in a course and take its quizzes: your best score in each shows up here."
      >
        <Link to={FREE_COURSES_PATH} className={buttonClasses({ variant: 'accent' })}>
          <Sparkles aria-hidden="true" className="size-4" />
          Browse free courses
        </Link>
        <Link to={ALL_COURSES_PATH} className={buttonClasses({ variant: 'secondary' })}>
          See all courses
        </Link>
      </Notice>
    );
  } else if (courses) {
    const taken = courses.some((course) => course.quizzes.some((quiz) => quiz.best_percent !== null));
    body = (
      <div className="space-y-4">
        {!taken ? (
          <p className="flex flex-col gap-3 rounded-card bg-primary-50 p-4 text-primary-900 sm:flex-row sm:items-center sm:justify-between">
            You have not taken a quiz yet. Take one to see your grade.
            <Link to={QUIZZES_PATH} className={buttonClasses({ size: 'sm' })}>
              Go to quizzes
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
        title="We couldn’t load your grades"
        error={grades.error}
        onRetry={() => void grades.refetch()}
        isRetrying={grades.isFetching}
      />
    );
  } else {
    body = (
      <div className="space-y-4" aria-busy="true">
        <span className="sr-only" role="status">
          Loading your grades
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
      <PageHeading title="Grades" description="Your best score in every quiz, course by course." />
      {body}
    </>
  );
}
