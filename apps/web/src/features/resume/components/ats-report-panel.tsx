import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { ArrowRight, CircleAlert, CircleCheck, CircleX, X } from 'lucide-react';
import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { JobListItem } from '@dokkho/contract/jobs';
import type { ResumeDocument, ResumeSettings, ResumeStep } from '@dokkho/contract/resume';
import { atsCheck, compareWithJob, type AtsCheck, type AtsStatus } from '@dokkho/contract/resume-ats';
import { useFormat } from '../../../shared/i18n/format';
import { builderBase, isFormStep, STEP_LABELS, stepPath } from '../lib/builder-steps';
import { JobPicker } from './job-picker';

const STATUS: Record<AtsStatus, { icon: typeof CircleCheck; className: string; label: MessageDescriptor }> = {
  pass: { icon: CircleCheck, className: 'text-success-600', label: msg`Passed` },
  warn: { icon: CircleAlert, className: 'text-warning-700', label: msg`Could be better` },
  fail: { icon: CircleX, className: 'text-danger-700', label: msg`Needs a fix` },
};

function scoreTone(score: number) {
  if (score >= 85) return { text: 'text-success-700', bar: 'bg-success-600', word: msg`Ready for ATS` };
  if (score >= 60) return { text: 'text-warning-700', bar: 'bg-warning-700', word: msg`Nearly there` };
  return { text: 'text-danger-700', bar: 'bg-danger-600', word: msg`Needs work` };
}

function FixLink({ check, resumeId }: { check: AtsCheck; resumeId: number | null }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  if (check.status === 'pass' || resumeId === null) return null;
  const step = check.step as ResumeStep;
  const here = pathname.includes(`/${step}/`);
  if (here) {
    // Template settings: they are on this very page.
    return (
      <span className="text-sm text-slate-600">
        <Trans>Change it on this page.</Trans>
      </span>
    );
  }
  const label = isFormStep(step) ? i18n._(STEP_LABELS[step]) : t`Template`;
  return (
    <Link
      to={stepPath(builderBase(pathname), step, resumeId)}
      className="inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-primary-700 hover:underline"
    >
      <Trans>Fix in {label}</Trans>
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}

function CheckRow({ check, resumeId }: { check: AtsCheck; resumeId: number | null }) {
  const { i18n } = useLingui();
  const { icon: Icon, className, label } = STATUS[check.status];
  return (
    <li className="flex gap-3 py-3" data-check={check.id} data-status={check.status}>
      <Icon aria-label={i18n._(label)} role="img" className={clsx('mt-0.5 size-5 shrink-0', className)} />
      <div className="min-w-0">
        <p className="font-semibold text-slate-900">{check.title}</p>
        <p className="mt-0.5 text-sm text-pretty text-slate-700">{check.detail}</p>
        {check.fix ? (
          <p className="mt-1 text-sm text-pretty text-slate-900">
            <span className="font-semibold">
              <Trans>Fix:</Trans>{' '}
            </span>
            {check.fix}
          </p>
        ) : null}
        <FixLink check={check} resumeId={resumeId} />
      </div>
    </li>
  );
}

function SkillChips({ skills, tone }: { skills: string[]; tone: 'matched' | 'missing' }) {
  if (skills.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>None.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-wrap gap-1.5">
      {skills.map((skill) => (
        <li
          key={skill}
          className={clsx(
            'rounded-full px-2.5 py-1 text-sm',
            tone === 'matched'
              ? 'bg-success-50 text-success-700 ring-1 ring-success-600/30'
              : 'bg-slate-100 text-slate-700 ring-1 ring-slate-200',
          )}
        >
          {skill}
        </li>
      ))}
    </ul>
  );
}

function JobComparison({ document }: { document: ResumeDocument }) {
  const { t } = useLingui();
  const format = useFormat();
  const [job, setJob] = useState<JobListItem | null>(null);
  const comparison = useMemo(() => (job ? compareWithJob(document, job.skills) : null), [document, job]);
  const matchPercent = comparison ? format.number(comparison.percent) : '';
  const jobSkillCount = comparison
    ? format.number(comparison.matched.length + comparison.missing.length)
    : '';
  return (
    <section aria-labelledby="ats-job-heading" className="mt-5 border-t border-slate-200 pt-4">
      <h3 id="ats-job-heading" className="font-bold text-slate-900">
        <Trans>Compare with a job</Trans>
      </h3>
      <p className="mt-0.5 text-sm text-slate-600">
        <Trans>See which of a job post’s skills your resume names, and which it does not.</Trans>
      </p>
      {job && comparison ? (
        <div className="mt-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">{job.title}</p>
              <p className="truncate text-sm text-slate-600">{job.company_name}</p>
            </div>
            <button
              type="button"
              onClick={() => setJob(null)}
              aria-label={t`Compare with another job`}
              className="-mt-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-200"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          {job.skills.length === 0 ? (
            <p className="mt-2 text-sm text-slate-700">
              <Trans>This job post lists no skills to compare with.</Trans>
            </p>
          ) : (
            <>
              <p className="mt-2 text-sm text-slate-800">
                <Trans>
                  <span className="text-lg font-bold text-slate-900">{matchPercent}%</span> of the job’s{' '}
                  {jobSkillCount} skills are on your resume.
                </Trans>
              </p>
              <p className="mt-3 mb-1.5 text-sm font-semibold text-slate-800">
                <Trans>On your resume</Trans>
              </p>
              <SkillChips skills={comparison.matched} tone="matched" />
              <p className="mt-3 mb-1.5 text-sm font-semibold text-slate-800">
                <Trans>Missing</Trans>
              </p>
              <SkillChips skills={comparison.missing} tone="missing" />
              {comparison.missing.length > 0 ? (
                <p className="mt-2 text-sm text-slate-600">
                  <Trans>Add the ones you really have to Skills, or show them in your experience.</Trans>
                </p>
              ) : null}
            </>
          )}
        </div>
      ) : (
        <div className="mt-3">
          <JobPicker label={t`Find an open job`} pickLabel={t`Compare`} onPick={setJob} />
        </div>
      )}
    </section>
  );
}

/**
 * The finalize step's ATS readability report (issue 7 item 7): a score, each check with what it found and
 * the fix, linked to the step that fixes it, and the optional comparison with a job post's skills. It runs
 * `atsCheck` on what is on screen, so it follows every edit without a request.
 */
export function AtsReportPanel(props: { document: ResumeDocument; settings: ResumeSettings }) {
  const { resumeid } = useParams();
  const resumeId = resumeid && /^\d+$/.test(resumeid) ? Number(resumeid) : null;
  const report = useMemo(() => atsCheck(props.document, props.settings), [props.document, props.settings]);
  const { t, i18n } = useLingui();
  const format = useFormat();
  const tone = scoreTone(report.score);
  const toFix = report.checks.filter((c) => c.status !== 'pass').length;
  return (
    <section
      aria-labelledby="ats-heading"
      className="rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h2 id="ats-heading" className="text-lg font-bold text-slate-900">
            <Trans>ATS check</Trans>
          </h2>
          <p className="mt-0.5 text-sm text-pretty text-slate-600">
            <Trans>Applicant tracking systems read your resume as text before a person does.</Trans>
          </p>
        </div>
        <p className={clsx('shrink-0 text-right', tone.text)}>
          <span className="block text-3xl leading-none font-bold">{format.number(report.score)}</span>
          <span className="text-sm font-semibold">/ {format.number(100)}</span>
        </p>
      </div>
      <div
        role="meter"
        aria-label={t`ATS score`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={report.score}
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={clsx('h-full rounded-full', tone.bar)} style={{ width: `${report.score}%` }} />
      </div>
      <p className="mt-2 text-sm font-semibold text-slate-800">
        {i18n._(tone.word)}
        {toFix > 0
          ? ` · ${t`${plural(toFix, { one: '# thing to improve', other: '# things to improve' })}`}`
          : ''}
      </p>
      <ul className="mt-2 divide-y divide-slate-200">
        {report.checks.map((check) => (
          <CheckRow key={check.id} check={check} resumeId={resumeId} />
        ))}
      </ul>
      <JobComparison document={props.document} />
    </section>
  );
}
