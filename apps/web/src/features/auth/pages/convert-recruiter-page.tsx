import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { COMPANY_SIZES, RecruiterApplication, type RecruiterApplicationInput } from '@dokkho/contract/roles';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { useBecomeRecruiter } from '../api/become-recruiter';
import { useProfile } from '../api/get-profile';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { RoleSignupCard } from '../components/role-signup-card';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { FormSelect } from '../../../shared/ui/form-select';

export const RECRUITER_DASHBOARD_PATH = '/hr-dashboard';
const FIELDS = ['company_name', 'designation', 'company_size', 'company_website'] as const;

/**
 * /convert-recruiter (SPEC.md §2, §7 POST user/api/v2/recruiter/): a signed-in user adds their company and
 * becomes a recruiter. Validated by the shared RecruiterApplication schema; server messages land under
 * their fields. On success the cached roles change and the recruiter dashboard opens.
 */
export function ConvertRecruiterPage() {
  const { t } = useLingui();
  const format = useFormat();
  const sizeOptions = COMPANY_SIZES.map((value) => {
    if (value === '1000+') {
      const thousand = format.number(1000);
      return { value, label: t`More than ${thousand} people` };
    }
    const [low = '', high = ''] = value.split('-');
    // As the sizes are written ("501 to 1000"), in the reader's digits.
    const from = format.number(Number(low)).replace(/,/g, '');
    const to = format.number(Number(high)).replace(/,/g, '');
    return { value, label: t`${from} to ${to} people` };
  });
  const { data: user } = useProfile();
  const navigate = useNavigate();
  const become = useBecomeRecruiter();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<RecruiterApplicationInput, unknown, RecruiterApplication>({
    resolver: zodResolver(RecruiterApplication),
    defaultValues: { company_name: '', designation: '', company_website: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await become.mutateAsync(values);
      await navigate(RECRUITER_DASHBOARD_PATH);
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = become.isPending;
  return (
    <RoleSignupCard
      user={user}
      holdsRole={user?.roles.includes('recruiter') ?? false}
      title={t`Become a recruiter`}
      intro={t`Add your company to post jobs and find trained candidates. Posting jobs on Dokkho is free.`}
      already={{
        title: t`You are already a recruiter`,
        dashboard: RECRUITER_DASHBOARD_PATH,
        dashboardLabel: t`Go to your recruiter dashboard`,
      }}
      verifyReason={t`Candidates share their details with recruiters, so we need a confirmed e-mail address first.`}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Become a recruiter`}>
        <FormField
          label={t`Company name`}
          required
          autoComplete="organization"
          placeholder={t`Pathao`}
          error={errors.company_name?.message}
          {...register('company_name')}
        />
        <FormField
          label={t`Your job title`}
          required
          autoComplete="organization-title"
          placeholder={t`Talent acquisition lead`}
          help={t`Candidates see it next to your name.`}
          error={errors.designation?.message}
          {...register('designation')}
        />
        <FormSelect
          label={t`Company size`}
          placeholder={t`Choose the number of employees`}
          options={sizeOptions}
          error={errors.company_size?.message}
          {...register('company_size')}
        />
        <FormField
          label={t`Company website`}
          optional
          type="url"
          inputMode="url"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t`https://yourcompany.com`}
          help={t`Helps candidates trust your job posts.`}
          error={errors.company_website?.message}
          {...register('company_website')}
        />

        {formError ? <FormAlert>{formError}</FormAlert> : null}

        <Button type="submit" size="lg" className="w-full" disabled={pending} aria-busy={pending}>
          {pending ? <SubmitProgress label={t`Setting up your company…`} /> : <Trans>Start hiring</Trans>}
        </Button>
      </form>
    </RoleSignupCard>
  );
}
