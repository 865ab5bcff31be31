import { Link } from 'react-router';
import { Award } from 'lucide-react';
import { msg } from '@lingui/core/macro';
import { Plural, useLingui } from '@lingui/react/macro';
import type { TalentRow } from '@dokkho/contract/hiring';
import { talentHref } from '../lib/paths';
import { CandidateAvatar } from './candidate-avatar';
import { CandidateFacts } from './candidate-profile';
import { SkillChips } from './match-breakdown';

const REQUEST_TEXT = {
  pending: msg`Contact requested`,
  accepted: msg`Contact shared`,
  declined: msg`Declined your request`,
} as const;

/** One talent in the search: headline, place, years, Dokkho certificates, skills with the verified ones marked. */
export function TalentCard({ talent }: { talent: TalentRow }) {
  const { i18n } = useLingui();
  const certificateCount = talent.certificate_count;
  return (
    <li className="flex flex-col rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5">
      <div className="flex items-start gap-3">
        <CandidateAvatar name={talent.name} picture={talent.profile_picture} size="md" />
        <div className="min-w-0 flex-1">
          <h2 className="font-bold break-words text-slate-900">
            <Link to={talentHref(talent.job_seeker_id)} className="hover:text-primary-800 hover:underline">
              {talent.name}
            </Link>
          </h2>
          {talent.headline ? <p className="text-sm break-words text-slate-700">{talent.headline}</p> : null}
        </div>
      </div>
      <CandidateFacts candidate={talent} className="mt-2">
        {talent.certificate_count > 0 ? (
          <span className="inline-flex items-center gap-1">
            <Award aria-hidden="true" className="size-4 text-primary-700" />
            <Plural value={certificateCount} one="# Dokkho certificate" other="# Dokkho certificates" />
          </span>
        ) : null}
      </CandidateFacts>
      {talent.skills.length > 0 ? (
        <div className="mt-3">
          <SkillChips skills={talent.skills.slice(0, 8)} verified={talent.verified_skills} />
        </div>
      ) : null}
      {talent.contact_request ? (
        <p className="mt-3 text-xs font-semibold text-slate-600">
          {i18n._(REQUEST_TEXT[talent.contact_request])}
        </p>
      ) : null}
    </li>
  );
}
