import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type DatabaseHandle } from '@dokkho/db';
import { openDemoDatabase } from '../../test/factories';
import { listTeachingJobs } from './jobs';

/*
 * The demo data is a product (CONVENTIONS.md): instructor@ (Shirin Akter, SQL for Data Analysts and HTML,
 * CSS & JavaScript) opens /ir-dashboard/job-details to matching posts with certified applicants, every
 * number backed by seeded rows (packages/db/src/seed/demo-hiring.ts).
 */

let demo: { handle: DatabaseHandle; close(): Promise<void> };

beforeAll(async () => {
  demo = await openDemoDatabase();
}, 240_000);

afterAll(async () => {
  await demo?.close();
});

describe("instructor@'s jobs for their learners in the demo", () => {
  it('lists several matching posts, counts the private applicant and names the discoverable ones', async () => {
    const { db } = demo.handle;
    const [user] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.email, 'instructor@dokkho.test'));
    const body = await listTeachingJobs({ db, userId: user!.id, now: new Date() });

    expect(body.jobs.length).toBeGreaterThanOrEqual(5);
    expect(body.summary.learners_hired_last_12_months).toBeGreaterThanOrEqual(1);
    expect(body.summary.certificates_issued).toBeGreaterThanOrEqual(4);

    const analyst = body.jobs.find((job) => job.title === 'Junior Data Analyst');
    expect(analyst?.courses.map((course) => course.title)).toContain(
      'SQL for Data Analysts: PostgreSQL & MySQL',
    );
    expect(analyst?.certified_applicants.by_stage.hired).toBe(1);
    expect(analyst?.visible_applicants).toContainEqual(
      expect.objectContaining({ name: 'Nafisa Tabassum', stage: 'hired' }),
    );

    const react = body.jobs.find((job) => job.title === 'Junior React Developer');
    expect(react?.certified_applicants.total).toBe(2);
    expect(react?.visible_applicants.map((applicant) => applicant.name)).toEqual(['Labiba Chowdhury']);
    expect(JSON.stringify(body)).not.toContain('Shahriar');
  });
});
