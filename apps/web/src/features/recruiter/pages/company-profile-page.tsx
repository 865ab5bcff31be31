import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { CheckCircle2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { COMPANY_SIZES } from '@dokkho/contract/roles';
import { CompanyProfileUpdate, type CompanyProfile } from '@dokkho/contract/jobs';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { LoadErrorNotice } from '../../../shared/ui/notice';
import { PageHeading } from '../../../shared/ui/page-heading';
import { Skeleton } from '../../../shared/ui/skeleton';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useCompanyProfile, useUpdateCompanyProfile } from '../api/company-profile';
import { CompanyLogoEditor } from '../components/company-logo-editor';

interface CompanyForm {
  company_name: string;
  designation: string;
  company_website: string;
  company_size: string;
  company_industry: string;
  company_location: string;
  company_about: string;
}

/** An example address, written the same in both languages (a URL, not text to translate). */
const WEBSITE_EXAMPLE = 'https://example.com';

const FIELDS = [
  'company_name',
  'designation',
  'company_website',
  'company_size',
  'company_industry',
  'company_location',
  'company_about',
] as const;

function toForm(profile: CompanyProfile): CompanyForm {
  return {
    company_name: profile.company_name,
    designation: profile.designation,
    company_website: profile.company_website ?? '',
    company_size: profile.company_size ?? '',
    company_industry: profile.company_industry,
    company_location: profile.company_location,
    company_about: profile.company_about,
  };
}

function ProfileForm({ profile }: { profile: CompanyProfile }) {
  const { t } = useLingui();
  const format = useFormat();
  const save = useUpdateCompanyProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isDirty },
  } = useForm<CompanyForm, unknown, CompanyProfileUpdate>({
    // The form holds text; the contract's schema turns '' into "none" where that is allowed.
    resolver: zodResolver(CompanyProfileUpdate) as never,
    defaultValues: toForm(profile),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const next = await save.mutateAsync(values);
      reset(toForm(next));
      setSaved(true);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    setSaved(false);
    void submit(event);
  }

  const pending = save.isPending;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className="space-y-5 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <fieldset disabled={pending} className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t`Company name`}
            autoComplete="organization"
            error={errors.company_name?.message}
            {...register('company_name')}
          />
          <FormField
            label={t`Your job title`}
            autoComplete="organization-title"
            error={errors.designation?.message}
            {...register('designation')}
          />
          <FormField
            label={t`Industry`}
            optional
            placeholder={t`e.g. Software, Garments, Banking`}
            error={errors.company_industry?.message}
            {...register('company_industry')}
          />
          <FormSelect
            label={t`Company size`}
            placeholder={t`Choose a size`}
            options={COMPANY_SIZES.map((size) => {
              const sizeText =
                format.locale === 'en' ? size : size.replace(/\d+/g, (n) => format.number(Number(n)));
              return { value: size, label: t`${sizeText} people` };
            })}
            error={errors.company_size?.message}
            {...register('company_size')}
          />
          <FormField
            label={t`Location`}
            optional
            placeholder={t`e.g. Gulshan, Dhaka`}
            error={errors.company_location?.message}
            {...register('company_location')}
          />
          <FormField
            label={t`Website`}
            optional
            inputMode="url"
            placeholder={WEBSITE_EXAMPLE}
            error={errors.company_website?.message}
            {...register('company_website')}
          />
        </div>
        <FormTextarea
          label={t`About the company`}
          optional
          prose
          rows={5}
          maxLength={2000}
          help={t`Shown beside every job you post: what you do and what it is like to work with you.`}
          error={errors.company_about?.message}
          {...register('company_about')}
        />
      </fieldset>
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button type="submit" disabled={pending || !isDirty} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Saving…`} /> : t`Save profile`}
        </Button>
        <p role="status" className="text-sm font-medium text-success-700">
          {saved && !isDirty ? (
            <span className="inline-flex items-center gap-1.5">
              <CheckCircle2 aria-hidden="true" className="size-4" />
              <Trans>Saved. Your posts show it too.</Trans>
            </span>
          ) : null}
        </p>
      </div>
    </form>
  );
}

/** /hr-dashboard/update-profile (issue 6 item 4): the company that job seekers see on every post. */
export function CompanyProfilePage() {
  const { t } = useLingui();
  const profile = useCompanyProfile();
  return (
    <>
      <PageHeading
        title={t`Company profile`}
        description={t`What job seekers read about your company on your posts.`}
      />
      {profile.isError ? (
        <LoadErrorNotice
          title={t`We couldn’t load your company profile`}
          error={profile.error}
          onRetry={() => void profile.refetch()}
          isRetrying={profile.isFetching}
        />
      ) : !profile.data ? (
        <div className="space-y-4 rounded-card bg-white p-6 shadow-card" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      ) : (
        <div className="space-y-6">
          <section
            aria-labelledby="company-logo-heading"
            className="rounded-card bg-white p-5 shadow-card sm:p-6"
          >
            <h2 id="company-logo-heading" className="mb-4 text-lg font-semibold text-slate-900">
              <Trans>Logo</Trans>
            </h2>
            <CompanyLogoEditor profile={profile.data} />
          </section>
          <ProfileForm profile={profile.data} />
        </div>
      )}
    </>
  );
}
