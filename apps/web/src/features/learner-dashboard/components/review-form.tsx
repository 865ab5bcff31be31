import { useId, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { LoaderCircle } from 'lucide-react';
import clsx from 'clsx';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import { ReviewRequest, type MyReview, type ReviewResponse } from '@dokkho/contract/learning';
import { localiseDigits } from '@dokkho/domain/digits';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { useSaveReview } from '../api/save-review';
import { StarInput } from './star-input';

/** What the contract's ReviewRequest makes of the form's values (the body the server gets). */
interface ReviewBody {
  course_id: number;
  rating: number;
  comment: string;
}

const COMMENT_MAX = 2000;
const FIELDS = ['rating', 'comment'] as const;

/**
 * The star rating and comment for one course (issue 4 item 8): validated with the shared schema before it
 * leaves, then `POST course/reviews/` (the first time creates, after that edits). Field errors from the
 * server land under their field; anything else (not enrolled: 403) shows above the button.
 */
export function ReviewForm({
  courseId,
  courseTitle,
  existing,
  onSaved,
  onCancel,
}: {
  courseId: number;
  courseTitle: string;
  existing: MyReview | undefined;
  onSaved: (answer: ReviewResponse) => void;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const id = useId();
  const save = useSaveReview();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<ReviewRequest, unknown, ReviewBody>({
    resolver: zodResolver(ReviewRequest),
    defaultValues: { course_id: courseId, rating: existing?.rating, comment: existing?.comment ?? '' },
  });
  const comment = useWatch({ control, name: 'comment' }) ?? '';

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      setFormError(
        placeServerErrors(error, (field, message) => setError(field, { message }), t`Something went wrong.`),
      );
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const commentId = `${id}-comment`;
  const commentHelpId = `${id}-comment-help`;
  const commentErrorId = `${id}-comment-error`;
  const pending = save.isPending;
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Your review of ${courseTitle}`} className="space-y-4">
      <Controller
        control={control}
        name="rating"
        render={({ field }) => (
          <StarInput
            name={`${id}-rating`}
            value={typeof field.value === 'number' ? field.value : undefined}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={errors.rating?.message}
          />
        )}
      />
      <div>
        <label htmlFor={commentId} className="mb-1.5 block text-sm font-medium text-slate-800">
          <Trans>
            What did you think? <span className="font-normal text-slate-500">(optional)</span>
          </Trans>
        </label>
        <textarea
          id={commentId}
          rows={4}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={clsx(errors.comment && commentErrorId, commentHelpId)}
          placeholder={t`What did you learn? Who would you recommend it to?`}
          className={clsx(
            'block min-h-11 w-full resize-y rounded-lg border bg-white px-3 py-2 text-base leading-relaxed text-slate-900 transition-colors',
            'placeholder:text-slate-400 focus:border-primary-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-primary-600',
            errors.comment ? 'border-danger-600' : 'border-slate-300 hover:border-slate-400',
          )}
          {...register('comment')}
        />
        {errors.comment ? (
          <p id={commentErrorId} className="mt-1.5 text-sm text-danger-700">
            {errors.comment.message}
          </p>
        ) : null}
        <p
          id={commentHelpId}
          className={clsx(
            'mt-1.5 text-right text-sm tabular-nums',
            comment.length > COMMENT_MAX ? 'text-danger-700' : 'text-slate-500',
          )}
        >
          {localiseDigits(`${comment.length} / ${COMMENT_MAX}`, format.locale)}
        </p>
      </div>
      {formError ? (
        <div role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {formError}
        </div>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={pending} aria-busy={pending} className="w-full sm:w-auto">
          {pending ? (
            <>
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
              <Trans>Saving…</Trans>
            </>
          ) : existing ? (
            <Trans>Update review</Trans>
          ) : (
            <Trans>Publish review</Trans>
          )}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={pending} className="w-full sm:w-auto">
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * A 400 `{rating: [...], comment: [...]}` goes under the fields; anything else (403 not enrolled, 404, a
 * dropped connection) comes back as one sentence for the alert, or null when every message found a field.
 */
function placeServerErrors(
  error: unknown,
  setFieldError: (field: (typeof FIELDS)[number], message: string) => void,
  /** The sentence for an error that carries none (already in the interface language). */
  fallback: string,
): string | null {
  if (!(error instanceof ApiError)) return error instanceof Error ? error.message : fallback;
  const body: unknown = error.body;
  if (error.status !== 400 || body === null || typeof body !== 'object' || Array.isArray(body)) {
    return error.message;
  }
  const rest: string[] = [];
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.map(String).join(' ') : String(value);
    const field = FIELDS.find((name) => name === key);
    if (field) setFieldError(field, text);
    else rest.push(text);
  }
  return rest.length > 0 ? rest.join(' ') : null;
}
