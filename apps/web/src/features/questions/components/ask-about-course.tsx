import { useState } from 'react';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuestionResponse } from '@dokkho/contract/questions';
import { Button } from '../../../shared/ui/button';
import { FormSelect } from '../../../shared/ui/form-select';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEnrolledCourses } from '../api/get-enrolled-courses';
import { questionPath } from '../lib/paths';
import { AskForm } from './ask-form';

/**
 * A question about a course as a whole (not one lesson), from /newDashboard/query: the learner picks one
 * of their courses, then asks.
 */
export function AskAboutCourse() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [courseId, setCourseId] = useState('');
  const [asked, setAsked] = useState<QuestionResponse | null>(null);
  const courses = useEnrolledCourses(open);

  if (!open) {
    return (
      <div className="mb-4 space-y-3">
        {asked ? (
          <div role="status" className="rounded-lg bg-success-50 p-3 text-sm text-success-700">
            <p className="flex items-center gap-1.5 font-semibold">
              <CircleCheck aria-hidden="true" className="size-4" />
              {asked.detail}
            </p>
            <Link
              to={questionPath(asked.question.id)}
              className="mt-1 inline-block font-semibold text-primary-800 underline"
            >
              <Trans>Open your question</Trans>
            </Link>
          </div>
        ) : null}
        <Button
          variant="accent"
          onClick={() => {
            setAsked(null);
            setOpen(true);
          }}
        >
          <Trans>Ask about a course</Trans>
        </Button>
      </div>
    );
  }
  const options = (courses.data ?? []).map((entry) => ({
    value: String(entry.course.id),
    label: entry.course.title,
  }));
  return (
    <section
      aria-label={t`Ask about a course`}
      className="mb-6 space-y-4 rounded-card bg-white p-4 shadow-card sm:p-5"
    >
      {courses.data ? (
        options.length === 0 ? (
          <p className="text-slate-600">
            <Trans>Enrol in a course first: then you can ask its instructor.</Trans>
          </p>
        ) : (
          <FormSelect
            label={t`Course`}
            placeholder={t`Choose a course`}
            options={options}
            value={courseId}
            onChange={(event) => setCourseId(event.target.value)}
          />
        )
      ) : (
        <Skeleton className="h-11 w-full" />
      )}
      {courseId ? (
        <AskForm
          key={courseId}
          courseId={Number(courseId)}
          onAsked={(answer) => {
            setAsked(answer);
            setOpen(false);
            setCourseId('');
          }}
          onCancel={() => setOpen(false)}
        />
      ) : (
        <Button variant="secondary" onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </Button>
      )}
    </section>
  );
}
