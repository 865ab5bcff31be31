import { useFieldArray } from 'react-hook-form';
import { Link } from 'react-router';
import { BadgeCheck, Plus } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EDUCATION_LEVELS } from '@dokkho/contract/jobs';
import type { CompletedCourse } from '@dokkho/contract/learning';
import type { ResumeCertification, ResumeEducation } from '@dokkho/contract/resume';
import { useFormat } from '../../../shared/i18n/format';
import { EDUCATION_LEVEL_LABELS } from '../../../shared/labels/jobs';
import { labelOptions } from '../../../shared/labels/resolve';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { SectionError } from '../../../shared/ui/section-error';
import { Skeleton } from '../../../shared/ui/skeleton';
import { useMyCertificates } from '../api/resumes';
import { newItemId } from '../lib/builder-ids';
import { useEntryListActions } from '../lib/use-entry-list-actions';
import type { ResumeAutosave } from '../lib/use-resume-autosave';
import { useStepForm } from '../lib/use-step-form';
import { BuilderEntryList } from './builder-entry-list';
import { entryHasError, errorText, MonthField, nullIfEmpty, URL_PLACEHOLDER } from './step-fields';

const blankSchool = (): ResumeEducation => ({
  id: newItemId(),
  institution: '',
  level: null,
  area: '',
  start: '',
  end: '',
  result: '',
});

/**
 * A certificate earned on Dokkho as a resume entry. The server fills name, issuer and date from the
 * certificate itself (they cannot be edited); they are set here too so the preview shows them at once.
 */
export function certificationFromCourse(earned: CompletedCourse): ResumeCertification {
  return {
    id: newItemId(),
    name: earned.certificate.course_title,
    issuer: 'Dokkho',
    date: earned.certificate.issued_at.slice(0, 7),
    url: '',
    certificate_serial: earned.certificate.serial,
  };
}

function VerifiedBadge() {
  return (
    <span className="inline-flex items-center gap-1 self-start rounded-full bg-success-50 px-2 py-0.5 text-xs font-semibold text-success-700 @lg:self-center">
      <BadgeCheck aria-hidden="true" className="size-3.5" />
      <Trans>Verified</Trans>
    </span>
  );
}

function SelfDeclaredBadge() {
  return (
    <span className="inline-flex rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-600">
      <Trans>Self-declared</Trans>
    </span>
  );
}

/** "Add from Dokkho": the certificates earned here, one click each. */
function DokkhoCertificates({
  added,
  onAdd,
}: {
  added: Set<string>;
  onAdd: (earned: CompletedCourse) => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const certificates = useMyCertificates();
  return (
    <section
      aria-labelledby="dokkho-certificates"
      className="rounded-lg border border-primary-100 bg-primary-50/60 p-4"
    >
      <h3 id="dokkho-certificates" className="font-bold text-slate-900">
        <Trans>Add from Dokkho</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>Certificates you earned here carry a link and a QR code recruiters can check.</Trans>
      </p>
      {certificates.isError ? (
        <SectionError
          className="mt-3"
          what={t`certificates`}
          error={certificates.error}
          onRetry={() => void certificates.refetch()}
          isRetrying={certificates.isFetching}
        />
      ) : certificates.data === undefined ? (
        <div aria-busy="true" className="mt-3 space-y-2">
          <span role="status" className="sr-only">
            <Trans>Loading your certificates</Trans>
          </span>
          <Skeleton className="h-11" />
        </div>
      ) : certificates.data.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">
          <Trans>
            No certificates yet. Finish a course to earn one.{' '}
            <Link to="/allcourses" className="font-semibold text-primary-700 underline underline-offset-2">
              Browse courses
            </Link>
          </Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-2">
          {certificates.data.map((earned) => {
            const isAdded = added.has(earned.certificate.serial);
            const issued = format.date(earned.certificate.issued_at);
            const serial = earned.certificate.serial;
            const courseTitle = earned.certificate.course_title;
            return (
              <li
                key={earned.certificate.serial}
                className="flex flex-col gap-2 rounded-lg bg-white p-3 @lg:flex-row @lg:items-center"
              >
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-slate-900">{earned.certificate.course_title}</p>
                  <p className="text-sm text-slate-600">
                    <Trans>
                      Issued {issued} · {serial}
                    </Trans>
                  </p>
                </div>
                {isAdded ? (
                  <VerifiedBadge />
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    onClick={() => onAdd(earned)}
                    aria-label={t`Add ${courseTitle}`}
                  >
                    <Plus aria-hidden="true" className="size-4" />
                    <Trans>Add</Trans>
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/** Step 5: schools and degrees, then certifications (verified from Dokkho, or self-declared). */
export function StepEducation({ autosave }: { autosave: ResumeAutosave }) {
  const { t, i18n } = useLingui();
  const form = useStepForm(['education', 'certifications'] as const, autosave);
  const { register, control, formState, watch } = form;
  const errors = formState.errors;
  const schools = useFieldArray({ control, name: 'education', keyName: 'key' });
  const certs = useFieldArray({ control, name: 'certifications', keyName: 'key' });
  const schoolActions = useEntryListActions(schools, (index) => form.getValues(`education.${index}`));
  const certActions = useEntryListActions(certs, (index) => form.getValues(`certifications.${index}`));
  const certifications = watch('certifications') ?? [];
  const added = new Set(
    certifications.map((c) => c.certificate_serial).filter((s): s is string => Boolean(s)),
  );

  return (
    <form
      noValidate
      aria-label={t`Education`}
      onSubmit={(event) => event.preventDefault()}
      className="space-y-8"
    >
      <BuilderEntryList
        legend={t`Education`}
        keys={schools.fields.map((field) => field.key)}
        addLabel={t`Add education`}
        emptyText={t`No schools yet. Add your highest qualification first: degree, HSC, SSC or a diploma.`}
        heading={(index) => {
          const level = watch(`education.${index}.level`);
          const institution = watch(`education.${index}.institution`);
          return (
            [level ? i18n._(EDUCATION_LEVEL_LABELS[level]) : '', institution].filter(Boolean).join(', ') ||
            t`New school`
          );
        }}
        hasError={(index) => entryHasError(errors, 'education', index)}
        onAdd={() => schools.append(blankSchool())}
        {...schoolActions}
      >
        {(index) => {
          const e = errors.education?.[index];
          return (
            <div className="grid gap-4 @md:grid-cols-2">
              <FormField
                label={t`Institution`}
                className="@md:col-span-2"
                error={errorText(e?.institution)}
                {...register(`education.${index}.institution`)}
              />
              <FormSelect
                label={t`Level`}
                placeholder={t`Not stated`}
                options={labelOptions(EDUCATION_LEVELS, EDUCATION_LEVEL_LABELS, i18n)}
                error={errorText(e?.level)}
                {...register(`education.${index}.level`, { setValueAs: nullIfEmpty })}
              />
              <FormField
                label={t`Subject`}
                optional
                placeholder={t`Accounting`}
                error={errorText(e?.area)}
                {...register(`education.${index}.area`)}
              />
              <MonthField
                label={t`Start`}
                optional
                error={errorText(e?.start)}
                {...register(`education.${index}.start`)}
              />
              <MonthField
                label={t`End (or passing year)`}
                optional
                error={errorText(e?.end)}
                {...register(`education.${index}.end`)}
              />
              <FormField
                label={t`Result`}
                optional
                placeholder={t`CGPA 3.62 of 4`}
                className="@md:col-span-2"
                error={errorText(e?.result)}
                {...register(`education.${index}.result`)}
              />
            </div>
          );
        }}
      </BuilderEntryList>

      <div className="space-y-4">
        <DokkhoCertificates added={added} onAdd={(earned) => certs.append(certificationFromCourse(earned))} />
        <BuilderEntryList
          legend={t`Certifications`}
          keys={certs.fields.map((field) => field.key)}
          addLabel={t`Add another certification`}
          emptyText={t`No certifications yet. Add one from Dokkho above, or one you earned elsewhere.`}
          heading={(index) => watch(`certifications.${index}.name`) || t`New certification`}
          hasError={(index) => entryHasError(errors, 'certifications', index)}
          onAdd={() =>
            certs.append({
              id: newItemId(),
              name: '',
              issuer: '',
              date: '',
              url: '',
              certificate_serial: null,
            })
          }
          {...certActions}
        >
          {(index) => {
            const cert = certifications[index];
            const c = errors.certifications?.[index];
            const earnedMonth = cert?.date ?? '';
            if (cert?.certificate_serial) {
              return (
                <div className="space-y-2 text-sm text-slate-700">
                  <VerifiedBadge />
                  <p>
                    {earnedMonth ? (
                      <Trans>
                        Earned on Dokkho in {earnedMonth}. The name and date come from the certificate, and
                        the resume links to its public check page.
                      </Trans>
                    ) : (
                      <Trans>
                        Earned on Dokkho. The name and date come from the certificate, and the resume links to
                        its public check page.
                      </Trans>
                    )}
                  </p>
                  <Link
                    to={`/certificate/${encodeURIComponent(cert.certificate_serial)}`}
                    target="_blank"
                    rel="noopener"
                    className="inline-flex min-h-11 items-center font-semibold text-primary-700 underline underline-offset-2"
                  >
                    <Trans>Open the certificate</Trans>
                  </Link>
                </div>
              );
            }
            return (
              <div className="grid gap-4 @md:grid-cols-2">
                <div className="@md:col-span-2">
                  <SelfDeclaredBadge />
                </div>
                <FormField
                  label={t`Certification`}
                  className="@md:col-span-2"
                  error={errorText(c?.name)}
                  {...register(`certifications.${index}.name`)}
                />
                <FormField
                  label={t`Issuer`}
                  optional
                  error={errorText(c?.issuer)}
                  {...register(`certifications.${index}.issuer`)}
                />
                <MonthField
                  label={t`Month`}
                  optional
                  error={errorText(c?.date)}
                  {...register(`certifications.${index}.date`)}
                />
                <FormField
                  label={t`Link`}
                  optional
                  type="url"
                  inputMode="url"
                  placeholder={URL_PLACEHOLDER}
                  className="@md:col-span-2"
                  error={errorText(c?.url)}
                  {...register(`certifications.${index}.url`)}
                />
              </div>
            );
          }}
        </BuilderEntryList>
      </div>
    </form>
  );
}
