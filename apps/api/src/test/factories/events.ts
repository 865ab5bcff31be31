import { schema, type Database } from '@dokkho/db';
import { seedUser } from './users';

/** Events (issue 18): a masterclass or a free class, hosted by a new user unless one is given. */
export async function seedEvent(db: Database, overrides: Partial<typeof schema.events.$inferInsert> = {}) {
  const hostUserId = overrides.hostUserId ?? (await seedUser(db)).id;
  const [event] = await db
    .insert(schema.events)
    .values({
      kind: 'masterclass',
      title: 'Excel to Power BI: a dashboard in one evening',
      titleBn: 'এক্সেল থেকে পাওয়ার বিআই: এক সন্ধ্যায় একটি ড্যাশবোর্ড',
      summary: 'Build a sales dashboard live.',
      speakerName: 'Farhana Rahman',
      speakerTitle: 'Data analyst, bKash',
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      durationMinutes: 90,
      joinUrl: 'https://meet.jit.si/dokkho-test-masterclass',
      ...overrides,
      hostUserId,
    })
    .returning();
  return event!;
}
