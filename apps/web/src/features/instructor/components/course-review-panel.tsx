import { useState } from 'react';
import { Send, Undo2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import type { TeachingCourse } from '@dokkho/contract/teaching';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useCourseReviewMove } from '../api/review';

/** The server's messages of a failed move: each missing thing of a 400 on its own line, else one sentence. */
function messagesOf(error: unknown, fallback: string): string[] {
  if (!(error instanceof ApiError)) return [fallback];
  const body = error.body;
  if (
    error.status === 400 &&
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    !('detail' in body)
  ) {
    return Object.values(body as Record<string, unknown>).flatMap((value) =>
      Array.isArray(value) ? value.map(String) : [String(value)],
    );
  }
  return [error.message];
}

/**
 * Review and publish on the instructor's course page (issue 17 item 4): a draft can be submitted (with
 * staff's last reasons shown when it was sent back), a course in review can be withdrawn. What the course
 * still lacks is listed, one line each, as the server says it.
 */
export function CourseReviewPanel({ course }: { course: TeachingCourse }) {
  const { t } = useLingui();
  const format = useFormat();
  const submit = useCourseReviewMove(course.id, 'submit');
  const withdraw = useCourseReviewMove(course.id, 'withdraw');
  const [problems, setProblems] = useState<string[] | null>(null);
  const [title, setTitle] = useState<string | null>(null);

  async function run(move: typeof submit, failedTitle: string) {
    setProblems(null);
    try {
      await move.mutateAsync();
    } catch (error) {
      setTitle(failedTitle);
      setProblems(messagesOf(error, t`Something went wrong. Please try again.`));
    }
  }

  if (course.status !== 'draft' && course.status !== 'in_review') return null;
  const submitted = course.submitted_at ? format.date(course.submitted_at) : null;
  const reviewed = course.reviewed_at ? format.date(course.reviewed_at) : null;

  return (
    <section
      aria-labelledby="course-review-title"
      className="mb-6 rounded-card bg-white p-4 shadow-card sm:p-5"
    >
      <h2 id="course-review-title" className="text-lg font-bold text-slate-900">
        {course.status === 'draft' ? <Trans>Publish this course</Trans> : <Trans>Waiting for review</Trans>}
      </h2>
      {course.status === 'draft' && course.review_note ? (
        <div className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          <p className="font-semibold">
            {reviewed ? (
              <Trans>The Dokkho team asked for changes on {reviewed}:</Trans>
            ) : (
              <Trans>The Dokkho team asked for changes:</Trans>
            )}
          </p>
          <p className="mt-1 whitespace-pre-line" data-testid="review-note">
            {course.review_note}
          </p>
        </div>
      ) : null}
      <p className="mt-2 text-sm text-pretty text-slate-600">
        {course.status === 'draft' ? (
          <Trans>
            The Dokkho team checks every course before learners see it. Submit it when it has a title, a
            description, at least one lesson and a price (or is free); you are told of the decision in the
            bell and by e-mail.
          </Trans>
        ) : submitted ? (
          <Trans>
            Submitted on {submitted}. Learners cannot see it until the Dokkho team publishes it; you are told
            of the decision in the bell and by e-mail. Withdraw it if you want to change something first.
          </Trans>
        ) : (
          <Trans>
            Learners cannot see it until the Dokkho team publishes it. Withdraw it if you want to change
            something first.
          </Trans>
        )}
      </p>
      {problems ? (
        <div className="mt-3">
          <FormAlert>
            <p>{title}</p>
            {problems.length > 0 ? (
              <ul className="mt-1 list-disc space-y-0.5 pl-5 font-normal">
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            ) : null}
          </FormAlert>
        </div>
      ) : null}
      <div className="mt-4">
        {course.status === 'draft' ? (
          <Button
            onClick={() => void run(submit, t`The course cannot be submitted yet:`)}
            disabled={submit.isPending}
            className="w-full sm:w-auto"
          >
            {submit.isPending ? (
              <SubmitProgress label={t`Submitting…`} />
            ) : (
              <>
                <Send aria-hidden="true" className="size-4" />
                <Trans>Submit for review</Trans>
              </>
            )}
          </Button>
        ) : (
          <Button
            variant="secondary"
            onClick={() => void run(withdraw, t`The course could not be withdrawn:`)}
            disabled={withdraw.isPending}
            className="w-full sm:w-auto"
          >
            {withdraw.isPending ? (
              <SubmitProgress label={t`Withdrawing…`} />
            ) : (
              <>
                <Undo2 aria-hidden="true" className="size-4" />
                <Trans>Withdraw from review</Trans>
              </>
            )}
          </Button>
        )}
      </div>
    </section>
  );
}
