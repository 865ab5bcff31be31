import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CourseDraftCreate } from '@dokkho/contract/course-editor';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { usePageTitle } from '../../../shared/hooks/use-page-title';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { PageHeading } from '../../../shared/ui/page-heading';
import { createCourse } from '../api/course-editor';
import { editCoursePath } from '../lib/paths';

/** /ir-dashboard/add-courses: a course starts as a draft with its title; the editor takes it from there. */
export function AddCoursePage() {
  const { t } = useLingui();
  const say = useContractMessages();
  const navigate = useNavigate();
  usePageTitle(t`Add a course`);
  const [title, setTitle] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = CourseDraftCreate.safeParse({ title });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    setFormError(null);
    setPending(true);
    try {
      const course = await createCourse(parsed.data.title);
      void navigate(editCoursePath(course.id), { replace: true });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
      setPending(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl">
      <Link
        to="/ir-dashboard/my-courses"
        className="mb-3 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>My courses</Trans>
      </Link>
      <PageHeading
        title={<Trans>Add a course</Trans>}
        description={
          <Trans>
            Give it a working title. You can change everything later; nothing is shown to learners until the
            Dokkho team has reviewed and published it.
          </Trans>
        }
      />
      <form
        onSubmit={(event) => void submit(event)}
        className="space-y-4 rounded-card bg-white p-4 shadow-card"
        noValidate
      >
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <FormField
          label={t`Course title`}
          value={title}
          maxLength={120}
          autoFocus
          error={say(fieldError)}
          help={t`For example: Spoken English for job interviews`}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Button type="submit" disabled={pending}>
          {pending ? <Trans>Creating…</Trans> : <Trans>Create the draft</Trans>}
        </Button>
      </form>
    </div>
  );
}
