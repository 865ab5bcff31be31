import type { Database } from '../client';
import { instructorAchievements, instructorEducation } from '../schema';
import { DEMO_INSTRUCTOR_PROFILES } from './demo-instructor-profiles';

/** The profile columns beyond headline and bio for a demo instructor (none for an unknown username). */
export function demoInstructorProfileColumns(username: string) {
  const profile = DEMO_INSTRUCTOR_PROFILES[username];
  if (!profile) return {};
  return {
    headlineBn: profile.headlineBn,
    bioBn: profile.bioBn,
    expertise: profile.expertise,
    experienceYears: profile.experienceYears,
    websiteUrl: profile.websiteUrl ?? null,
    linkedinUrl: profile.linkedinUrl ?? null,
    facebookUrl: profile.facebookUrl ?? null,
    youtubeUrl: profile.youtubeUrl ?? null,
  };
}

/** A demo instructor's achievements and education, in the order written. */
export async function seedDemoInstructorLists(
  tx: Database,
  instructors: readonly { id: number; username: string }[],
): Promise<void> {
  const achievements = instructors.flatMap(({ id, username }) =>
    (DEMO_INSTRUCTOR_PROFILES[username]?.achievements ?? []).map((entry, position) => ({
      instructorId: id,
      title: entry.title,
      issuer: entry.issuer,
      year: entry.year,
      url: entry.url ?? null,
      position,
    })),
  );
  const education = instructors.flatMap(({ id, username }) =>
    (DEMO_INSTRUCTOR_PROFILES[username]?.education ?? []).map((entry, position) => ({
      instructorId: id,
      degree: entry.degree,
      institution: entry.institution,
      startYear: entry.startYear,
      endYear: entry.endYear,
      position,
    })),
  );
  if (achievements.length > 0) await tx.insert(instructorAchievements).values(achievements);
  if (education.length > 0) await tx.insert(instructorEducation).values(education);
}
