import { useId, useState } from 'react';
import clsx from 'clsx';
import { BadgeCheck, ChevronDown, CircleDashed, CircleMinus } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchPart, MatchScore, SkillMatch } from '@dokkho/contract/hiring';
import { useFormat } from '../../../shared/i18n/format';

/** 70+ reads as a strong match, 40+ as partial: the bar's colour only repeats what the number says. */
function scoreTone(total: number) {
  return total >= 70 ? 'bg-success-600' : total >= 40 ? 'bg-accent-500' : 'bg-slate-400';
}

/** The total match score as a number and a bar (a meter, so it reads as "72 of 100"). */
export function ScoreBar({ total, className }: { total: number; className?: string }) {
  const { t } = useLingui();
  const format = useFormat();
  const score = format.number(total);
  const hundred = format.number(100);
  return (
    <div className={clsx('flex items-center gap-2', className)}>
      <div
        role="meter"
        aria-label={t`Match score`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={total}
        aria-valuetext={t`${score} of ${hundred}`}
        className="h-2 min-w-16 flex-1 overflow-hidden rounded-full bg-slate-100"
      >
        <div className={clsx('h-full rounded-full', scoreTone(total))} style={{ width: `${total}%` }} />
      </div>
      <span className="w-12 shrink-0 text-right text-sm font-bold text-slate-900 tabular-nums">
        {score}
        <span className="font-normal text-slate-500">/{hundred}</span>
      </span>
    </div>
  );
}

/** A compact score pill for rows. */
export function ScorePill({ total }: { total: number }) {
  const format = useFormat();
  const score = format.number(total);
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-bold tabular-nums',
        total >= 70
          ? 'bg-success-50 text-success-700'
          : total >= 40
            ? 'bg-accent-50 text-accent-800'
            : 'bg-slate-100 text-slate-700',
      )}
    >
      <Trans>{score}% match</Trans>
    </span>
  );
}

function PartRow({ part }: { part: MatchPart }) {
  const format = useFormat();
  const width = part.max > 0 ? Math.round((part.points / part.max) * 100) : 0;
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-semibold text-slate-900">{part.label}</span>
        <span className="text-sm font-semibold text-slate-700 tabular-nums">
          {format.number(part.points)} / {format.number(part.max)}
        </span>
      </div>
      <div aria-hidden="true" className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-primary-600" style={{ width: `${width}%` }} />
      </div>
      {part.reasons.length > 0 ? (
        <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm text-slate-600">
          {part.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** Every part of the score with its points out of its maximum and the sentences that explain it. */
export function MatchParts({ parts }: { parts: MatchPart[] }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Score breakdown`} className="divide-y divide-slate-100">
      {parts.map((part) => (
        <PartRow key={part.key} part={part} />
      ))}
    </ul>
  );
}

/** The breakdown behind a disclosure button (the ranking's rows). */
export function ExpandableMatch({ match, name }: { match: MatchScore; name: string }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        className="-ml-2 inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-primary-700 hover:bg-primary-50"
      >
        <ChevronDown
          aria-hidden="true"
          className={clsx('size-4 transition-transform', open && 'rotate-180')}
        />
        {open ? t`Hide` : t`Why this score`}
        <span className="sr-only">
          {' '}
          <Trans>for {name}</Trans>
        </span>
      </button>
      <div id={id} hidden={!open} className="mt-2 rounded-lg bg-slate-50 p-3 sm:p-4">
        {open ? <MatchParts parts={match.parts} /> : null}
      </div>
    </div>
  );
}

const SKILL_STYLES: Record<SkillMatch['status'], string> = {
  verified: 'bg-success-50 text-success-700 ring-success-600/20',
  declared: 'bg-white text-slate-700 ring-slate-300',
  missing: 'bg-slate-50 text-slate-500 ring-slate-200',
};

const SKILL_WORDS: Record<SkillMatch['status'], MessageDescriptor> = {
  verified: msg`Verified`,
  declared: msg`Declared`,
  missing: msg`Missing`,
};

/**
 * The post's skills against the candidate: verified by Dokkho (with what proves it), declared by them, or
 * missing. The word is in the chip, so colour is never the only sign.
 */
export function SkillMatchChips({ skills }: { skills: SkillMatch[] }) {
  const { t, i18n } = useLingui();
  if (skills.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        <Trans>The post lists no skills to compare.</Trans>
      </p>
    );
  }
  return (
    <ul aria-label={t`Skills for this post`} className="flex flex-wrap gap-2">
      {skills.map((skill) => {
        const Icon =
          skill.status === 'verified' ? BadgeCheck : skill.status === 'declared' ? CircleDashed : CircleMinus;
        return (
          <li
            key={skill.skill}
            title={skill.evidence ?? undefined}
            className={clsx(
              'inline-flex max-w-full flex-col rounded-lg px-2.5 py-1 text-sm ring-1',
              SKILL_STYLES[skill.status],
            )}
          >
            <span className="inline-flex items-center gap-1.5 font-semibold">
              <Icon aria-hidden="true" className="size-4 shrink-0" />
              <span className="break-words">{skill.skill}</span>
              <span className="text-xs font-medium opacity-90">· {i18n._(SKILL_WORDS[skill.status])}</span>
            </span>
            {skill.status === 'verified' && skill.evidence ? (
              <span className="text-xs text-success-700">{skill.evidence}</span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** Plain skill chips, the verified ones marked (talents, ranking rows). */
export function SkillChips({ skills, verified }: { skills: string[]; verified: string[] }) {
  const { t } = useLingui();
  const verifiedSet = new Set(verified.map((s) => s.toLowerCase()));
  return (
    <ul aria-label={t`Skills`} className="flex flex-wrap gap-1.5">
      {skills.map((skill) => {
        const isVerified = verifiedSet.has(skill.toLowerCase());
        return (
          <li
            key={skill}
            className={clsx(
              'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1',
              isVerified
                ? 'bg-success-50 text-success-700 ring-success-600/20'
                : 'bg-slate-50 text-slate-700 ring-slate-200',
            )}
          >
            {isVerified ? <BadgeCheck aria-hidden="true" className="size-3.5" /> : null}
            {skill}
            {isVerified ? (
              <span className="sr-only">
                {' '}
                <Trans>(verified)</Trans>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
