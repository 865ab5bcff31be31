import { useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { LoaderCircle, Send } from 'lucide-react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import {
  ANNOUNCEMENT_TITLE_MAX,
  AnnouncementInput,
  type TeachingAnnouncement,
} from '@dokkho/contract/announcements';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { MarkdownContent } from '../../../shared/ui/markdown-content';

type Values = { title: string; body: string };
const FIELDS = ['title', 'body'] as const;

/**
 * Writes or corrects an announcement: a title and a Markdown body with its live preview (rendered
 * sanitised, as learners will read it). A new one says how many learners it will reach.
 */
export function AnnouncementForm({
  initial,
  audience,
  pending,
  onSave,
  onCancel,
}: {
  initial?: Values;
  /** Learners a new announcement reaches; undefined when editing (an edit is not sent again). */
  audience?: number | undefined;
  pending: boolean;
  onSave: (values: Values) => Promise<TeachingAnnouncement>;
  onCancel?: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors },
  } = useForm<AnnouncementInput, unknown, Values>({
    resolver: zodResolver(AnnouncementInput),
    defaultValues: initial ?? { title: '', body: '' },
  });
  const body = useWatch({ control, name: 'body' });

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      if (!initial) reset({ title: '', body: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const max = format.number(ANNOUNCEMENT_TITLE_MAX);
  const learners = audience ?? 0;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={initial ? t`Edit the announcement` : t`New announcement`}
      className="space-y-4"
    >
      <FormField
        label={t`Title`}
        error={errors.title?.message}
        help={t`Up to ${max} characters.`}
        placeholder={t`For example: live Q&A on Friday at 8 pm`}
        autoComplete="off"
        {...register('title')}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <FormTextarea
          label={t`Message`}
          rows={8}
          prose
          error={errors.body?.message}
          help={t`Markdown: **bold**, - lists, [text](link).`}
          {...register('body')}
        />
        <section aria-label={t`Preview`} className="min-w-0 rounded-lg bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-600">
            <Trans>Preview</Trans>
          </p>
          {body?.trim() ? (
            <MarkdownContent markdown={body} />
          ) : (
            <p className="mt-2 text-sm text-slate-500">
              <Trans>Your message appears here as learners will read it.</Trans>
            </p>
          )}
        </section>
      </div>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" variant={initial ? 'primary' : 'accent'} disabled={pending}>
          {pending ? (
            <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Send aria-hidden="true" className="size-4" />
          )}
          {initial ? <Trans>Save changes</Trans> : <Trans>Send to learners</Trans>}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        {audience !== undefined ? (
          <p className="text-sm text-slate-600">
            <Plural
              value={learners}
              _0="No learners yet, so nobody will be told."
              one="Reaches # learner, in the bell and by e-mail."
              other="Reaches # learners, in the bell and by e-mail."
            />
          </p>
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Learners see the correction; they are not told again.</Trans>
          </p>
        )}
      </div>
    </form>
  );
}
