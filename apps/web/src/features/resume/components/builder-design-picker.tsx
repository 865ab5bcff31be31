import clsx from 'clsx';
import { Check } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  PAPER_SIZES,
  RESUME_COLORS,
  RESUME_FONT_LABELS,
  RESUME_FONTS,
  RESUME_TEMPLATES,
  type ResumeSettings,
  type ResumeTemplate,
} from '@dokkho/contract/resume';
import { LOCALE_NATIVE_NAMES, LOCALES } from '@dokkho/contract/locale';
import { RESUME_TEMPLATE_LABELS } from '../../../shared/labels/resume';
import { FormSelect } from '../../../shared/ui/form-select';

const COLOR_NAMES: Record<(typeof RESUME_COLORS)[number], MessageDescriptor> = {
  '#0f766e': msg`Teal`,
  '#1d4ed8': msg`Blue`,
  '#7c3aed': msg`Violet`,
  '#be123c': msg`Rose`,
  '#b45309': msg`Amber`,
  '#334155': msg`Slate`,
};

const TEMPLATE_NOTES: Record<ResumeTemplate, MessageDescriptor> = {
  classic: msg`Calm and traditional; fits any job.`,
  modern: msg`Two columns with your photo.`,
  ats: msg`Plain single column that job-site robots read best.`,
  compact: msg`Fits more on one page.`,
};

const PAPER_LABELS: Record<(typeof PAPER_SIZES)[number], MessageDescriptor> = {
  a4: msg`A4`,
  letter: msg`US Letter`,
};

/** A tiny drawing of each template's layout, so the cards are told apart at a glance. */
function TemplateThumb({ template, color }: { template: ResumeTemplate; color: string }) {
  const line = 'h-1 rounded-full bg-slate-300';
  return (
    <div aria-hidden="true" className="flex h-20 gap-1.5 rounded-md border border-slate-200 bg-white p-2">
      {template === 'modern' ? (
        <div
          className="flex w-1/3 flex-col items-center gap-1 rounded-sm p-1"
          style={{ background: `${color}22` }}
        >
          <span className="size-4 rounded-full" style={{ background: color }} />
          <span className={clsx(line, 'w-full')} />
          <span className={clsx(line, 'w-3/4')} />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-1">
        <span
          className={clsx(
            'h-1.5 rounded-full',
            template === 'classic' && 'mx-auto w-1/2',
            template !== 'classic' && 'w-2/3',
          )}
          style={{ background: template === 'ats' ? '#334155' : color }}
        />
        <span className={clsx(line, 'w-full')} />
        <span className={clsx(line, 'w-5/6')} />
        {template === 'compact' ? (
          <>
            <span className={clsx(line, 'w-full')} />
            <span className={clsx(line, 'w-4/6')} />
            <span className={clsx(line, 'w-full')} />
          </>
        ) : (
          <span
            className="mt-1 h-1 w-1/3 rounded-full"
            style={{ background: template === 'ats' ? '#94a3b8' : color }}
          />
        )}
        <span className={clsx(line, 'w-full')} />
      </div>
    </div>
  );
}

/** Finalize's design choices: template (4 cards), colour swatches, font and paper. Each saves at once. */
export function BuilderDesignPicker({
  settings,
  onChange,
}: {
  settings: ResumeSettings;
  onChange: (change: Partial<ResumeSettings>) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="mb-2 font-bold text-slate-900">
          <Trans>Template</Trans>
        </legend>
        <div className="grid grid-cols-2 gap-3">
          {RESUME_TEMPLATES.map((template) => {
            const checked = settings.template === template;
            return (
              <label
                key={template}
                className={clsx(
                  'relative flex cursor-pointer flex-col gap-2 rounded-lg border-2 p-2 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  checked
                    ? 'border-primary-700 bg-primary-50'
                    : 'border-slate-200 bg-white hover:border-slate-400',
                )}
              >
                <input
                  type="radio"
                  name="resume-template"
                  value={template}
                  checked={checked}
                  onChange={() => onChange({ template })}
                  className="sr-only"
                />
                <TemplateThumb template={template} color={settings.color} />
                <span className="text-sm leading-tight font-semibold text-slate-900">
                  {i18n._(RESUME_TEMPLATE_LABELS[template])}
                </span>
                <span className="text-xs text-slate-600">{i18n._(TEMPLATE_NOTES[template])}</span>
                {checked ? (
                  <Check
                    aria-hidden="true"
                    className="absolute top-1 right-1 size-5 rounded-full bg-primary-700 p-0.5 text-white"
                  />
                ) : null}
              </label>
            );
          })}
        </div>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-bold text-slate-900">
          <Trans>Colour</Trans>
        </legend>
        <div className="flex flex-wrap gap-2">
          {RESUME_COLORS.map((color) => {
            const checked = settings.color === color;
            return (
              <label
                key={color}
                title={i18n._(COLOR_NAMES[color])}
                className={clsx(
                  'flex size-11 cursor-pointer items-center justify-center rounded-full border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                  checked ? 'border-slate-900' : 'border-transparent',
                )}
              >
                <input
                  type="radio"
                  name="resume-color"
                  value={color}
                  checked={checked}
                  onChange={() => onChange({ color })}
                  aria-label={i18n._(COLOR_NAMES[color])}
                  className="sr-only"
                />
                <span
                  aria-hidden="true"
                  className="flex size-8 items-center justify-center rounded-full text-white"
                  style={{ background: color }}
                >
                  {checked ? <Check className="size-4" /> : null}
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <FormSelect
          label={t`Font`}
          value={settings.font}
          options={RESUME_FONTS.map((font) => ({ value: font, label: RESUME_FONT_LABELS[font] }))}
          onChange={(event) => onChange({ font: event.target.value as ResumeSettings['font'] })}
          help={t`All three print Bangla and English.`}
        />
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            <Trans>Paper</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {PAPER_SIZES.map((paper) => (
              <label
                key={paper}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  settings.paper === paper
                    ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900'
                    : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="resume-paper"
                  value={paper}
                  checked={settings.paper === paper}
                  onChange={() => onChange({ paper })}
                  className="size-4 accent-primary-700"
                />
                {i18n._(PAPER_LABELS[paper])}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-600">
            <Trans>A4 for Bangladesh and most countries; Letter for the US and Canada.</Trans>
          </p>
        </fieldset>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">
            <Trans>Language of the headings</Trans>
          </legend>
          <div className="grid grid-cols-2 gap-2">
            {LOCALES.map((language) => (
              <label
                key={language}
                lang={language}
                className={clsx(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-600',
                  settings.language === language
                    ? 'border-primary-700 bg-primary-50 font-semibold text-primary-900'
                    : 'border-slate-300 bg-white text-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="resume-language"
                  value={language}
                  checked={settings.language === language}
                  onChange={() => onChange({ language })}
                  className="size-4 accent-primary-700"
                />
                {LOCALE_NATIVE_NAMES[language]}
              </label>
            ))}
          </div>
          <p className="mt-1.5 text-sm text-slate-600">
            <Trans>
              Headings such as Experience and Education print in this language; what you wrote stays as you
              wrote it.
            </Trans>
          </p>
        </fieldset>
      </div>
    </div>
  );
}
