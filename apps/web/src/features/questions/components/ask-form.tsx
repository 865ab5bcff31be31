import { useId, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  AskQuestionRequest,
  QUESTION_TITLE_MAX,
  type QuestionResponse,
  type QuestionVisibility,
} from '@dokkho/contract/questions';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useAskQuestion } from '../api/question-mutations';

interface AskBody {
  course_id: number;
  lesson_id?: number | null | undefined;
  title: string;
  body: string;
  visibility: QuestionVisibility;
}

const FIELDS = ['title', 'body', 'visibility', 'lesson_id'] as const;

/** Asks on a course, or on one of its lessons: `POST course/questions/`. */
export function AskForm({
  courseId,
  lessonId,
  onAsked,
  onCancel,
}: {
  courseId: number;
  lessonId?: number | undefined;
  onAsked: (answer: QuestionResponse) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const ask = useAskQuestion();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AskQuestionRequest, unknown, AskBody>({
    resolver: zodResolver(AskQuestionRequest),
    defaultValues: {
      course_id: courseId,
      lesson_id: lessonId ?? null,
      title: '',
      body: '',
      visibility: 'public',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onAsked(await ask.mutateAsync(values));
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const max = QUESTION_TITLE_MAX;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Ask a question`} className="space-y-4">
      <FormField
        label={t`Your question`}
        error={errors.title?.message}
        help={t`One sentence, up to ${max} characters.`}
        placeholder={t`For example: why does my formula show #N/A?`}
        autoComplete="off"
        {...register('title')}
      />
      <FormTextarea
        label={t`Details`}
        optional
        rows={4}
        prose
        error={errors.body?.message}
        placeholder={t`What did you try? What happened instead?`}
        {...register('body')}
      />
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-slate-800">
          <Trans>Who can read it</Trans>
        </legend>
        <div className="space-y-2">
          <label htmlFor={`${id}-public`} className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
            <input
              id={`${id}-public`}
              type="radio"
              value="public"
              className="mt-1 size-4 accent-primary-700"
              {...register('visibility')}
            />
            <span>
              <span className="font-medium text-slate-900">
                <Trans>Everyone in the course</Trans>
              </span>
              <br />
              <Trans>Classmates can read it, upvote it and add to it.</Trans>
            </span>
          </label>
          <label htmlFor={`${id}-private`} className="flex min-h-11 items-start gap-3 text-sm text-slate-700">
            <input
              id={`${id}-private`}
              type="radio"
              value="private"
              className="mt-1 size-4 accent-primary-700"
              {...register('visibility')}
            />
            <span>
              <span className="font-medium text-slate-900">
                <Trans>Only the instructor</Trans>
              </span>
              <br />
              <Trans>For something personal, such as a payment or your own work.</Trans>
            </span>
          </label>
        </div>
        {errors.visibility?.message ? (
          <p className="mt-1.5 text-sm text-danger-700">{errors.visibility.message}</p>
        ) : null}
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="accent" disabled={ask.isPending}>
          {ask.isPending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {ask.isPending ? <Trans>Posting…</Trans> : <Trans>Post question</Trans>}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}
