import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { CourseSendBackRequest, type CourseReviewDetail } from '@dokkho/contract/course-review';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { useDecideCourse } from '../api/course-reviews';

export type CourseDecision = 'publish' | 'send_back';

/**
 * Publishing a course in review, or sending it back with the reasons (required: the instructor reads them
 * on their course page, in the bell and by e-mail). `POST admin/course-reviews/{id}/publish|send-back/`.
 */
export function CourseDecisionDialog({
  course,
  decision,
  open,
  onOpenChange,
  onDecided,
}: {
  course: CourseReviewDetail;
  decision: CourseDecision;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDecided: (decision: CourseDecision) => void;
}) {
  const { t } = useLingui();
  const decide = useDecideCourse(course.id);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof CourseSendBackRequest>, unknown, z.output<typeof CourseSendBackRequest>>({
    resolver: zodResolver(CourseSendBackRequest),
    defaultValues: { note: '' },
  });
  const publish = decision === 'publish';

  const sendBack = handleSubmit(async (values) => {
    try {
      await decide.mutateAsync({ publish: false, body: values });
      reset();
      onDecided(decision);
    } catch (error) {
      setFormError(applyServerErrors(error, ['note'], setError));
    }
  });

  async function confirmPublish() {
    try {
      await decide.mutateAsync({ publish: true });
      onDecided(decision);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : t`Something went wrong. Please try again.`);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    if (publish) {
      event.preventDefault();
      void confirmPublish();
    } else {
      void sendBack(event);
    }
  }

  const title = course.title;
  const instructor = course.instructor.name;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={publish ? t`Publish “${title}”?` : t`Send “${title}” back to ${instructor}?`}
      description={
        publish ? (
          <p>
            <Trans>
              Learners can find it, buy it and enrol from now on. {instructor} is told in the bell and by
              e-mail.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              It goes back to draft. {instructor} reads your reasons on the course page, in the bell and by
              e-mail, so say exactly what to change.
            </Trans>
          </p>
        )
      }
      pending={decide.isPending}
      formError={formError}
      onSubmit={onSubmit}
      onDismiss={() => {
        setFormError(null);
        reset();
      }}
      cancelLabel={t`Go back`}
      submitLabel={publish ? t`Publish` : t`Send back`}
      pendingLabel={publish ? t`Publishing…` : t`Sending back…`}
      tone={publish ? 'primary' : 'danger'}
    >
      {publish ? null : (
        <FormTextarea
          label={t`What needs to change`}
          rows={5}
          error={errors.note?.message}
          {...register('note')}
        />
      )}
    </ConfirmDialog>
  );
}
