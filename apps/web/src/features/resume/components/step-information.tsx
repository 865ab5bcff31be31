import { useFieldArray } from 'react-hook-form';
import { UserRound } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESUME_PDF_MESSAGES, RESUME_PHOTO_LIMITS, type Resume } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { FormField } from '../../../shared/ui/form-field';
import { ImageUploadEditor, imageFileProblem } from '../../../shared/ui/image-upload-editor';
import { useRemoveResumePhoto, useUploadResumePhoto } from '../api/resumes';
import { newItemId } from '../lib/builder-ids';
import { useEntryListActions } from '../lib/use-entry-list-actions';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { BuilderEntryList } from './builder-entry-list';
import { entryHasError, errorText, URL_PLACEHOLDER } from './step-fields';

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** Step 1: name, headline, contact details, photo and links. */
export function StepInformation({ autosave, resumeId }: { autosave: ResumeAutosave; resumeId: number }) {
  const { t } = useLingui();
  const format = useFormat();
  const maxMegabytes = format.number(RESUME_PHOTO_LIMITS.maxBytes / 1024 / 1024);
  const form = useStepForm(['basics', 'links'] as const, autosave);
  const { register, control, formState, setValue, watch } = form;
  const errors = formState.errors;
  const links = useFieldArray({ control, name: 'links', keyName: 'key' });
  const linkActions = useEntryListActions(links, (index) => form.getValues(`links.${index}`));
  const photo = watch('basics.photo');

  const uploadMutation = useUploadResumePhoto(resumeId);
  const removeMutation = useRemoveResumePhoto(resumeId);

  // The photo is saved by its own call (it bumps the revision): the autosave adopts the answer, and the
  // form takes the new address so the next save of this section keeps it.
  function adoptPhoto(resume: Resume) {
    autosave.adopt(resume);
    setValue('basics.photo', resume.document.basics.photo, { shouldDirty: true });
  }
  const upload = {
    isPending: uploadMutation.isPending,
    mutate: (file: File, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) =>
      uploadMutation.mutate(file, {
        onSuccess: (resume) => {
          adoptPhoto(resume);
          callbacks.onSuccess();
        },
        onError: callbacks.onError,
      }),
  };
  const remove = {
    isPending: removeMutation.isPending,
    mutate: (_: undefined, callbacks: { onSuccess: () => void; onError: (error: Error) => void }) =>
      removeMutation.mutate(undefined, {
        onSuccess: (resume) => {
          adoptPhoto(resume);
          callbacks.onSuccess();
        },
        onError: callbacks.onError,
      }),
  };

  return (
    <form
      noValidate
      aria-label={t`Personal information`}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-8"
    >
      <fieldset className="grid min-w-0 gap-4 @md:grid-cols-2">
        <legend className="mb-3 text-lg font-bold text-slate-900">
          <Trans>About you</Trans>
        </legend>
        <FormField
          label={t`Full name`}
          autoComplete="name"
          error={errorText(errors.basics?.full_name)}
          {...register('basics.full_name')}
        />
        <FormField
          label={t`Headline`}
          optional
          placeholder={t`Junior accountant`}
          help={t`The job you do or want, in a few words.`}
          error={errorText(errors.basics?.headline)}
          {...register('basics.headline')}
        />
        <FormField
          label={t`Email`}
          type="email"
          autoComplete="email"
          error={errorText(errors.basics?.email)}
          {...register('basics.email')}
        />
        <FormField
          label={t`Phone`}
          type="tel"
          autoComplete="tel"
          placeholder="+880 1711 000000"
          error={errorText(errors.basics?.phone)}
          {...register('basics.phone')}
        />
        <FormField
          label={t`Location`}
          optional
          placeholder={t`Mirpur, Dhaka`}
          className="@md:col-span-2"
          error={errorText(errors.basics?.location)}
          {...register('basics.location')}
        />
      </fieldset>

      <fieldset className="min-w-0">
        <legend className="mb-1 text-lg font-bold text-slate-900">
          <Trans>Photo</Trans>
        </legend>
        <p className="mb-4 text-sm text-slate-600">
          <Trans>Optional. The Modern template shows it; the ATS-friendly one never does.</Trans>
        </p>
        <ImageUploadEditor
          inputId="resume-photo-input"
          current={
            photo ? (
              <img
                src={photo}
                alt={t`Your resume photo`}
                width={112}
                height={112}
                className="size-28 max-w-none rounded-full bg-slate-200 object-cover"
              />
            ) : (
              <span className="flex size-28 items-center justify-center rounded-full bg-slate-100 text-slate-400">
                <UserRound aria-hidden="true" className="size-12" />
              </span>
            )
          }
          hasCurrent={Boolean(photo)}
          shape="circle"
          labels={{
            add: t`Add a photo`,
            change: t`Change photo`,
            save: t`Save photo`,
            saved: t`Your photo is saved.`,
            removed: t`Your photo was removed.`,
            previewAlt: t`Preview of your new photo`,
            hint: t`JPEG, PNG or WebP, up to ${maxMegabytes} MB. A plain background and your face in the middle work best.`,
            previewHint: t`It will be cut to a square.`,
          }}
          check={(file) =>
            imageFileProblem(file, {
              maxBytes: RESUME_PHOTO_LIMITS.maxBytes,
              types: PHOTO_TYPES,
              messages: { tooLarge: RESUME_PDF_MESSAGES.photoSize, type: RESUME_PDF_MESSAGES.photoType },
            })
          }
          upload={upload}
          remove={remove}
        />
      </fieldset>

      <BuilderEntryList
        legend={t`Links`}
        keys={links.fields.map((field) => field.key)}
        addLabel={t`Add a link`}
        emptyText={t`LinkedIn, GitHub, a portfolio: add the ones a recruiter should open.`}
        heading={(index) => watch(`links.${index}.label`) || watch(`links.${index}.url`) || t`New link`}
        hasError={(index) => entryHasError(errors, 'links', index)}
        onAdd={() => links.append({ id: newItemId(), label: '', url: '' })}
        {...linkActions}
        compact
      >
        {(index) => (
          <div className="grid gap-3 @lg:grid-cols-[10rem_minmax(0,1fr)]">
            <FormField
              label={t`Label`}
              placeholder="LinkedIn"
              error={errorText(errors.links?.[index]?.label)}
              {...register(`links.${index}.label`)}
            />
            <FormField
              label={t`Address`}
              type="url"
              inputMode="url"
              placeholder={URL_PLACEHOLDER}
              error={errorText(errors.links?.[index]?.url)}
              {...register(`links.${index}.url`)}
            />
          </div>
        )}
      </BuilderEntryList>
    </form>
  );
}
