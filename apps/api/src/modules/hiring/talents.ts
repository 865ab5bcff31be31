import {
  HIRING_MESSAGES,
  type ContactRequestStatus,
  type TalentDetail,
  type TalentListResponse,
  type TalentRow,
} from '@dokkho/contract/hiring';
import { JOB_MESSAGES } from '@dokkho/contract/jobs';
import type { PageQuery } from '@dokkho/contract/pagination';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { recipientLocale } from '../../lib/recipient-locale';
import { pageWindow, toPage } from '../../lib/pagination';
import { requireRecruiter } from '../jobs/service';
import { notify, wantsEmail } from '../notifications/service';
import type { SiteMailer } from '../../integrations/email/layout';
import { contactRequestEmail, sendHiringEmail } from './emails';
import { skillStatus, verifiedSkills } from './match';
import * as repo from './repo';
import { loadCandidates, type Candidate } from './scoring';

/*
 * Talent search (issue 6, /hr-dashboard/talents): only seekers who opted in (`discoverable`) are found,
 * and their e-mail and phone stay hidden until they accept this recruiter's contact request (or applied
 * to one of this recruiter's posts, which shares them anyway).
 */

function toTalentRow(candidate: Candidate, contact: ContactRequestStatus | undefined): TalentRow {
  return {
    job_seeker_id: candidate.job_seeker_id,
    name: candidate.name,
    profile_picture: candidate.profile_picture,
    headline: candidate.headline,
    division: candidate.division,
    district: candidate.district,
    skills: candidate.skills,
    verified_skills: verifiedSkills(candidate),
    experience_years: candidate.experience_years,
    certificate_count: candidate.certificates.length,
    contact_request: contact ?? null,
  };
}

/** `GET jobs/talents/`: newest profiles first. */
export async function listTalents(options: {
  db: Database;
  userId: number;
  query: PageQuery & {
    search?: string | undefined;
    skill?: string | undefined;
    division?: string | undefined;
    experience?: number | undefined;
    verified_only: boolean;
  };
  requestUrl: URL;
}): Promise<TalentListResponse> {
  const { db, query } = options;
  const profile = await requireRecruiter(db, options.userId);
  const ids = await repo.findDiscoverableIds(db, { search: query.search, division: query.division });
  const { limit, offset } = pageWindow(query);
  // Skills (verified by courses), years of work and evidence are computed from the profile, so those
  // filters read the candidates; without them only the page's candidates are loaded.
  const needsProfiles = Boolean(query.skill) || query.experience !== undefined || query.verified_only;
  let matching: Candidate[];
  let total: number;
  if (needsProfiles) {
    const candidates = await loadCandidates(db, ids);
    const all = ids
      .map((id) => candidates.get(id)!)
      .filter((c) => query.experience === undefined || c.experience_years >= query.experience)
      .filter((c) => {
        if (query.skill) {
          const status = skillStatus(query.skill, c).status;
          return query.verified_only ? status === 'verified' : status !== 'missing';
        }
        return !query.verified_only || verifiedSkills(c).length > 0 || c.certificates.length > 0;
      });
    total = all.length;
    matching = all.slice(offset, offset + limit);
  } else {
    total = ids.length;
    const pageIds = ids.slice(offset, offset + limit);
    const candidates = await loadCandidates(db, pageIds);
    matching = pageIds.map((id) => candidates.get(id)!);
  }
  const statuses = await repo.findContactStatuses(
    db,
    profile.id,
    matching.map((c) => c.job_seeker_id),
  );
  return toPage({
    query,
    requestUrl: options.requestUrl,
    total,
    results: matching.map((c) => toTalentRow(c, statuses.get(c.job_seeker_id))),
  });
}

async function discoverableSeeker(db: Database, seekerId: number) {
  const seeker = await repo.findSeeker(db, seekerId);
  if (!seeker?.discoverable) throw AppError.notFound(HIRING_MESSAGES.notDiscoverable);
  return seeker;
}

async function talentDetail(
  db: Database,
  recruiterId: number,
  seeker: NonNullable<Awaited<ReturnType<typeof repo.findSeeker>>>,
): Promise<TalentDetail> {
  const candidates = await loadCandidates(db, [seeker.id]);
  const candidate = candidates.get(seeker.id)!;
  const statuses = await repo.findContactStatuses(db, recruiterId, [seeker.id]);
  const status = statuses.get(seeker.id);
  // Contact once they said yes to this recruiter, or when they applied (and stayed) to one of its posts.
  const mayContact = status === 'accepted' || (await repo.hasActiveApplication(db, recruiterId, seeker.id));
  const { course_tags: _tags, ...profile } = candidate;
  return {
    ...toTalentRow(candidate, status),
    candidate: profile,
    contact: mayContact ? { email: seeker.email, phone_number: seeker.phoneNumber } : null,
  };
}

/** `GET jobs/talents/{seekerId}/`: 404 unless discoverable. */
export async function getTalent(options: { db: Database; userId: number; seekerId: number }) {
  const profile = await requireRecruiter(options.db, options.userId);
  const seeker = await discoverableSeeker(options.db, options.seekerId);
  return talentDetail(options.db, profile.id, seeker);
}

/**
 * `POST jobs/talents/{seekerId}/contact/`: one request per recruiter and seeker (a second is 409); the
 * seeker is e-mailed and answers in their dashboard.
 */
export async function requestContact(options: {
  db: Database;
  mailer: SiteMailer;
  userId: number;
  seekerId: number;
  input: { message?: string | undefined; job_id?: number | null | undefined };
}): Promise<TalentDetail> {
  const { db, input } = options;
  const profile = await requireRecruiter(db, options.userId);
  const seeker = await discoverableSeeker(db, options.seekerId);
  const job = input.job_id ? await repo.findOwnJob(db, profile.id, input.job_id) : undefined;
  if (input.job_id && !job) throw AppError.notFound(JOB_MESSAGES.notFound);
  await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Database;
    const id = await repo.insertContactRequest(tx, {
      recruiterId: profile.id,
      jobSeekerId: seeker.id,
      jobId: job?.id ?? null,
      message: input.message ?? '',
    });
    if (id === undefined) throw AppError.conflict(HIRING_MESSAGES.contactPending);
    // Issue 17 item 8: the seeker's bell, committed with the request.
    await notify(tx, {
      userId: seeker.userId,
      params: { kind: 'contact_request', company_name: profile.companyName, job_title: job?.title ?? null },
      link: '/js-dashboard',
    });
  });

  const recruiter = await repo.findDigestDetails(db, [], [profile.id]);
  const me = recruiter.recruiters[0];
  const recruiterName = me ? `${me.firstName} ${me.lastName}`.trim() : 'A recruiter';
  const message = contactRequestEmail({
    firstName: seeker.firstName,
    companyName: profile.companyName,
    recruiterName,
    jobTitle: job?.title ?? null,
    message: input.message ?? '',
    link: `${options.mailer.origin}/js-dashboard`,
    locale: recipientLocale(seeker.language),
  });
  if (await wantsEmail(db, seeker.userId, 'contact_request')) {
    await sendHiringEmail({ db, mailer: options.mailer, to: seeker.email, message });
  }
  return talentDetail(db, profile.id, seeker);
}
