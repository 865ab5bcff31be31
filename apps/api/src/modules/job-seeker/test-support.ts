import { schema, type Database } from '@dokkho/db';
import { seedUser } from '../../test/factories';
import { authHeader } from '../../test/test-app';

/** A job seeker (profile row and headers); the profile is empty unless overridden. */
export async function seedSeeker(
  db: Database,
  overrides: Partial<typeof schema.jobSeekerProfiles.$inferInsert> = {},
  userOverrides: Partial<typeof schema.users.$inferInsert> = {},
) {
  const user = await seedUser(db, { emailConfirmed: true, ...userOverrides });
  const [profile] = await db
    .insert(schema.jobSeekerProfiles)
    .values({ userId: user.id, ...overrides })
    .returning();
  return { user, profile: profile!, headers: await authHeader(user.id) };
}

/** A seeker whose profile is complete enough to apply with it (headline and one experience). */
export async function seedReadySeeker(
  db: Database,
  overrides: Partial<typeof schema.jobSeekerProfiles.$inferInsert> = {},
) {
  const seeker = await seedSeeker(db, {
    headline: 'Junior data analyst',
    skills: ['excel', 'sql'],
    division: 'Dhaka',
    ...overrides,
  });
  await db.insert(schema.jobSeekerExperiences).values({
    jobSeekerId: seeker.profile.id,
    title: 'Data intern',
    company: 'Shop BD',
    startMonth: '2023-01-01',
    endMonth: '2024-06-01',
  });
  return seeker;
}

/** The smallest file that passes the PDF check (it starts with `%PDF-`). */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<<>>\n%%EOF\n',
);
