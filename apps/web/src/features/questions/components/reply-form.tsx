import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { LoaderCircle, Send } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ReplyRequest, type QuestionResponse } from '@dokkho/contract/questions';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useReply } from '../api/question-mutations';

/** An answer or a follow-up under a question: `POST course/questions/{id}/answers/`. */
export function ReplyForm({
  questionId,
  label,
  submitLabel,
  onPosted,
  autoFocus = false,
}: {
  questionId: number;
  label: string;
  submitLabel: string;
  onPosted?: (answer: QuestionResponse) => void;
  autoFocus?: boolean;
}) {
  const { t } = useLingui();
  const reply = useReply();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<ReplyRequest, unknown, { body: string }>({
    resolver: zodResolver(ReplyRequest),
    defaultValues: { body: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const answer = await reply.mutateAsync({ questionId, body: values.body });
      reset({ body: '' });
      onPosted?.(answer);
    } catch (error) {
      setFormError(applyServerErrors(error, ['body'], setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <FormTextarea
        label={label}
        rows={4}
        prose
        autoFocus={autoFocus}
        error={errors.body?.message}
        placeholder={t`Be specific: a step, an example or a link helps most.`}
        {...register('body')}
      />
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? (
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        ) : (
          <Send aria-hidden="true" className="size-4" />
        )}
        {reply.isPending ? <Trans>Posting…</Trans> : submitLabel}
      </Button>
    </form>
  );
}
