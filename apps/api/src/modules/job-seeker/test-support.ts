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

/**
 * The smallest file that passes the PDF check: a catalog, a page tree and one blank A4 page, with the
 * cross-reference table a reader looks up (its byte offsets computed here).
 */
export const PDF_BYTES = (() => {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
})();
