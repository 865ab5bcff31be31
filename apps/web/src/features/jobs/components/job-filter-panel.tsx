import { useId } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { FilterRadioGroup } from '../../../shared/ui/filter-radio-group';
import { FormSelect } from '../../../shared/ui/form-select';
import type { JobFilters } from '../lib/job-filters';
import { EMPLOYMENT_TYPE_LABELS, WORKPLACE_LABELS } from '../../../shared/labels/jobs';
import { districtOptions, divisionOptions } from '../../../shared/labels/place-options';
import { divisionName } from '../../../shared/labels/places';
import { labelOptions } from '../../../shared/labels/resolve';
import {
  EXPERIENCE_CHOICES,
  POSTED_CHOICES,
  SALARY_CHOICES,
  TYPE_OPTIONS,
  WORKPLACE_OPTIONS,
  experienceLabel,
  postedLabel,
  salaryLabel,
} from '../lib/filter-options';

/**
 * The board's filters, applied at once: type, workplace, division then district (the district list follows
 * the division), experience, salary floor and how recent. The desktop side panel and the phone's sheet both
 * render it.
 */
export function JobFilterPanel({
  filters,
  onChange,
}: {
  filters: JobFilters;
  onChange: (patch: Partial<JobFilters>) => void;
}) {
  const id = useId();
  const { t, i18n } = useLingui();
  const division = filters.division ? divisionName(filters.division, i18n) : '';
  return (
    <div className="space-y-6">
      <FilterRadioGroup
        legend={t`Job type`}
        value={filters.type ?? ''}
        onChange={(type) => onChange({ type })}
        options={[
          { value: '', label: t`Any type` },
          ...labelOptions(TYPE_OPTIONS, EMPLOYMENT_TYPE_LABELS, i18n),
        ]}
      />
      <FilterRadioGroup
        legend={t`Workplace`}
        value={filters.workplace ?? ''}
        onChange={(workplace) => onChange({ workplace })}
        options={[
          { value: '', label: t`Anywhere` },
          ...labelOptions(WORKPLACE_OPTIONS, WORKPLACE_LABELS, i18n),
        ]}
      />
      <fieldset className="space-y-3 px-3">
        <legend className="mb-1 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          <Trans>Location</Trans>
        </legend>
        <FormSelect
          id={`${id}-division`}
          label={t`Division`}
          value={filters.division ?? ''}
          onChange={(event) => onChange({ division: event.target.value })}
          placeholder={t`All divisions`}
          options={divisionOptions(i18n)}
        />
        <FormSelect
          id={`${id}-district`}
          label={t`District`}
          value={filters.district ?? ''}
          onChange={(event) => onChange({ district: event.target.value })}
          disabled={!filters.division}
          placeholder={division ? t`All of ${division}` : t`Choose a division first`}
          options={districtOptions(filters.division, i18n)}
        />
      </fieldset>
      <FilterRadioGroup
        legend={t`Your experience`}
        value={filters.experience ?? ''}
        onChange={(experience) => onChange({ experience })}
        options={[
          { value: '', label: t`Any` },
          ...EXPERIENCE_CHOICES.map((years) => ({
            value: String(years),
            label: experienceLabel(String(years)),
          })),
        ]}
      />
      <FilterRadioGroup
        legend={t`Minimum salary`}
        value={filters.salary ?? ''}
        onChange={(salary) => onChange({ salary })}
        options={[
          { value: '', label: t`Any salary` },
          ...SALARY_CHOICES.map((taka) => ({ value: String(taka), label: salaryLabel(String(taka)) })),
        ]}
      />
      <FilterRadioGroup
        legend={t`Posted`}
        value={filters.posted_within ?? ''}
        onChange={(posted_within) => onChange({ posted_within })}
        options={[
          { value: '', label: t`Any time` },
          ...POSTED_CHOICES.map((days) => ({ value: days, label: postedLabel(days) })),
        ]}
      />
    </div>
  );
}
