import { useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { GraduationCap } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  EducationInput,
  INSTRUCTOR_LIMITS,
  type Education,
  type EducationValues,
} from '@dokkho/contract/instructors';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { applyServerErrors } from '../../../shared/forms/server-errors';
import { useFormat } from '../../../shared/i18n/format';
import { FormField } from '../../../shared/ui/form-field';
import { QueryStates } from '../../../shared/ui/query-states';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useEducation, useOrderEducation, useRemoveEducation, useSaveEducation } from '../api/lists';
import { useOwnProfile } from '../api/profile';
import { EntryForm } from '../components/entry-form';
import { OrderedEntries, type CloseForm } from '../components/ordered-entries';
import { ProfileFrame } from '../components/profile-frame';
import { useYears } from '../lib/years';

interface EducationForm {
  degree: string;
  institution: string;
  start_year: string;
  end_year: string;
}

const FIELDS = ['degree', 'institution', 'start_year', 'end_year'] as const;

const yearText = (year: number | null | undefined) =>
  year === null || year === undefined ? '' : String(year);

const toForm = (entry: Education | null): EducationForm => ({
  degree: entry?.degree ?? '',
  institution: entry?.institution ?? '',
  start_year: yearText(entry?.start_year),
  end_year: yearText(entry?.end_year),
});

function EducationEditor({ entry, close }: { entry: Education | null; close: CloseForm }) {
  const { t } = useLingui();
  const save = useSaveEducation();
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<EducationForm, unknown, EducationValues>({
    resolver: zodResolver(EducationInput) as never,
    defaultValues: toForm(entry),
  });
  const submit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: entry?.id ?? null, body: values });
      close();
    } catch (error) {
      setFormError(applyServerErrors(error, FIELDS, setError));
    }
  });
  return (
    <EntryForm
      title={entry ? t`Edit education` : t`New degree or certification`}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        setFormError(null);
        void submit(event);
      }}
      onCancel={close}
      pending={save.isPending}
      formError={formError}
    >
      <FormField
        label={t`Degree or certification`}
        placeholder={t`e.g. BSc in Statistics`}
        maxLength={INSTRUCTOR_LIMITS.titleMax}
        error={errors.degree?.message}
        {...register('degree')}
      />
      <FormField
        label={t`Institution`}
        placeholder={t`e.g. University of Dhaka`}
        maxLength={INSTRUCTOR_LIMITS.titleMax}
        error={errors.institution?.message}
        {...register('institution')}
      />
      <div className="grid grid-cols-2 gap-4">
        <FormField
          label={t`From`}
          optional
          inputMode="numeric"
          placeholder="2012"
          error={errors.start_year?.message}
          {...register('start_year')}
        />
        <FormField
          label={t`To`}
          optional
          inputMode="numeric"
          placeholder="2016"
          help={t`Blank if you are still studying.`}
          error={errors.end_year?.message}
          {...register('end_year')}
        />
      </div>
    </EntryForm>
  );
}

function EducationSummary({ entry }: { entry: Education }) {
  const years = useYears(entry.start_year, entry.end_year);
  return (
    <div className="flex gap-3">
      <GraduationCap aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{entry.degree}</p>
        <p className="text-sm break-words text-slate-600">{entry.institution}</p>
        {years ? <p className="text-sm text-slate-500">{years}</p> : null}
      </div>
    </div>
  );
}

/** /ir-dashboard/update-profile/education (issue 17 item 1): degrees and certifications, in the order chosen. */
export function EducationPage() {
  const { t } = useLingui();
  const format = useFormat();
  const profile = useOwnProfile();
  const education = useEducation();
  const order = useOrderEducation();
  const remove = useRemoveEducation();
  const limit = format.number(INSTRUCTOR_LIMITS.listMax);
  return (
    <ProfileFrame
      title={t`Education`}
      description={t`Your degrees and professional certifications, as learners see them on your profile.`}
      instructorId={profile.data?.id}
    >
      <QueryStates
        query={education}
        errorTitle={t`We couldn’t load your education`}
        loadingLabel={t`Loading your education`}
        skeletons={
          <div className="space-y-3">
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-20 rounded-card" />
            ))}
          </div>
        }
        isEmpty={() => false}
        empty={null}
      >
        {(entries) => (
          <OrderedEntries
            entries={entries}
            limit={INSTRUCTOR_LIMITS.listMax}
            entryName={(entry) => entry.degree}
            render={(entry) => <EducationSummary entry={entry} />}
            renderForm={(entry, close) => <EducationEditor entry={entry} close={close} />}
            labels={{
              list: t`Your education`,
              add: t`Add a degree or certification`,
              empty: (
                <p className="rounded-card border border-dashed border-slate-300 bg-white p-5 text-slate-600">
                  <Trans>No education yet. Add your degree or a professional certification.</Trans>
                </p>
              ),
              full: t`You have listed ${limit} entries, the most a profile shows. Remove one to add another.`,
              removeTitle: t`Remove this entry?`,
              removeDescription: (name) => t`“${name}” will no longer show on your profile.`,
            }}
            move={{ pending: order.isPending, run: (ids) => order.mutateAsync(ids) }}
            remove={{ pending: remove.isPending, run: (id) => remove.mutateAsync(id) }}
          />
        )}
      </QueryStates>
    </ProfileFrame>
  );
}
