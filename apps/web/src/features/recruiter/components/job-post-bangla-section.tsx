import { useState } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { JOB_LIMITS } from '@dokkho/contract/jobs';
import { Trans, useLingui } from '@lingui/react/macro';
import { FormField } from '../../../shared/ui/form-field';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import type { JobPostFormValues } from '../lib/job-post-form';

/**
 * The post's Bangla title and description (issue 16 item 6, ADR 026): optional, so folded away unless the
 * post already has them; Bangla readers of the board see them in place of the English. It opens by itself
 * when one of its fields has a message, so an error is never hidden in a closed section.
 */
export function JobPostBanglaSection({
  register,
  errors,
  written,
}: {
  register: UseFormRegister<JobPostFormValues>;
  errors: FieldErrors<JobPostFormValues>;
  /** Whether the post being edited already has a Bangla version. */
  written: boolean;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(written);
  // Derived, not synced in an effect: a field with a message keeps the section open.
  const hasError = Boolean(errors.title_bn || errors.description_bn);

  return (
    <details
      open={open || hasError}
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-lg ring-1 ring-slate-200"
    >
      <summary className="flex min-h-11 cursor-pointer items-center px-3 font-semibold text-primary-700">
        <Trans>Bangla version (optional)</Trans>
      </summary>
      <div className="space-y-4 px-3 pb-4">
        <p className="text-sm text-slate-700">
          <Trans>
            Job seekers who use Dokkho in Bangla see this title and description instead of the English ones.
            Leave them empty to show the English.
          </Trans>
        </p>
        <FormField
          label={t`Bangla job title`}
          optional
          lang="bn"
          maxLength={JOB_LIMITS.titleMax}
          placeholder={t`e.g. জুনিয়র ডেটা অ্যানালিস্ট`}
          error={errors.title_bn?.message}
          {...register('title_bn')}
        />
        <FormTextarea
          label={t`Bangla description`}
          optional
          lang="bn"
          rows={6}
          prose
          maxLength={JOB_LIMITS.descriptionMax}
          placeholder={t`কাজটি কী, কোন টিমে, আর কেন গুরুত্বপূর্ণ…`}
          help={t`The same description, written in Bangla. Markdown works here too.`}
          error={errors.description_bn?.message}
          {...register('description_bn')}
        />
      </div>
    </details>
  );
}
