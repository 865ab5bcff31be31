import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { dhakaLocalToUtc, utcToDhakaLocal } from '@dokkho/domain/dates';
import type { Database } from '../client';
import { consultationRequests, courses, eventMessages, eventRegistrations, events, users } from '../schema';

const DAY_MS = 86_400_000;

/** A Dhaka wall-clock time `days` from the seeding day (negative: before). */
function dhakaDay(now: Date, days: number, time: string): Date {
  const { date } = utcToDhakaLocal(new Date(now.getTime() + days * DAY_MS));
  return dhakaLocalToUtc(date, time)!;
}

const ticketHash = () => createHash('sha256').update(randomBytes(24)).digest('hex');

type MessageKind = (typeof eventMessages.$inferInsert)['kind'];

/**
 * What each registrant of an ended event was already sent (as seed-events.ts does): nothing old goes out
 * at the first sweep. `extra` are the after-the-event messages (the recording, the offer to attendees).
 */
async function sentBefore(
  tx: Database,
  event: { startsAt: Date; durationMinutes: number },
  rows: { id: number; createdAt: Date; attendedAt: Date | null }[],
  extra: (row: { attendedAt: Date | null }) => MessageKind[],
) {
  const endsAt = new Date(event.startsAt.getTime() + event.durationMinutes * 60_000);
  const ledger = rows.flatMap((row) => [
    {
      registrationId: row.id,
      kind: 'confirmation' as const,
      eventStartsAt: event.startsAt,
      sentAt: row.createdAt,
    },
    {
      registrationId: row.id,
      kind: 'day_before' as const,
      eventStartsAt: event.startsAt,
      sentAt: new Date(event.startsAt.getTime() - DAY_MS),
    },
    {
      registrationId: row.id,
      kind: 'hour_before' as const,
      eventStartsAt: event.startsAt,
      sentAt: new Date(event.startsAt.getTime() - 3_600_000),
    },
    ...extra(row).map((kind) => ({
      registrationId: row.id,
      kind,
      eventStartsAt: event.startsAt,
      sentAt: new Date(endsAt.getTime() + 3_600_000),
    })),
  ]);
  if (ledger.length) await tx.insert(eventMessages).values(ledger);
}

/** People who registered without an account (the registration form asks only this). */
const VISITORS = [
  {
    name: 'Tahmina Akter',
    phone: '+8801711203344',
    email: 'tahmina.akter@example.com',
    profession: 'MIS officer, a bank',
  },
  {
    name: 'Rakibul Hasan',
    phone: '+8801819445566',
    email: 'rakib.hasan@example.com',
    profession: 'Final-year student, DU',
  },
  {
    name: 'Nafisa Chowdhury',
    phone: '+8801912778899',
    email: 'nafisa.c@example.com',
    profession: 'Sales analyst',
  },
  {
    name: 'Mehedi Hasan',
    phone: '+8801556112233',
    email: 'mehedi.hasan@example.com',
    profession: 'Accounts executive',
  },
  { name: 'Sumaiya Islam', phone: '+8801687334455', email: 'sumaiya.islam@example.com', profession: null },
  {
    name: 'Arif Mahmud',
    phone: '+8801733990011',
    email: 'arif.mahmud@example.com',
    profession: 'Supply-chain officer',
  },
] as const;

/**
 * Issue 18 items 1, 5 and 8: what instructor@ and staff manage on /ir-dashboard/events and /staff: an
 * ended masterclass of instructor@'s without its recording yet (its registrants, who joined and who did
 * not), an ended free class with a public recording, an upcoming masterclass, and the consultation
 * requests the masterclass brought in. The public event pages' own demo data is seeded with the events
 * module; these rows are the host's side.
 */
export async function seedDemoEventAdmin(tx: Database, now: Date): Promise<void> {
  const people = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      first: users.firstName,
      last: users.lastName,
    })
    .from(users)
    .where(inArray(users.username, ['instructor', 'admin', 'learner', 'demo', 'jobseeker']));
  const byName = new Map(people.map((row) => [row.username, row]));
  const host = byName.get('instructor');
  if (!host) return;
  const [course] = await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'sql-for-data-analysts'));

  const [masterclass] = await tx
    .insert(events)
    .values({
      kind: 'masterclass',
      title: 'SQL for analysts: from a business question to a query',
      titleBn: 'অ্যানালিস্টদের জন্য SQL: ব্যবসার প্রশ্ন থেকে কুয়েরি',
      summary: 'Turn a manager’s question into a JOIN and a GROUP BY, live, on a retail dataset.',
      summaryBn: 'ম্যানেজারের প্রশ্নকে JOIN আর GROUP BY-তে রূপ দিন, সরাসরি, একটি রিটেইল ডেটাসেটে।',
      description:
        'We take three questions a Dhaka retail chain asks every week and answer each with one query.',
      descriptionBn:
        'ঢাকার একটি রিটেইল চেইন প্রতি সপ্তাহে যে তিনটি প্রশ্ন করে, প্রতিটির উত্তর আমরা একটি কুয়েরিতে দেব।',
      agenda: ['Reading the question', 'Joins that do not duplicate rows', 'GROUP BY and HAVING', 'Q&A'],
      agendaBn: ['প্রশ্নটি বোঝা', 'সারি দ্বিগুণ না করে জয়েন', 'GROUP BY আর HAVING', 'প্রশ্নোত্তর'],
      speakerName: `${host.first} ${host.last}`.trim(),
      speakerTitle: 'Senior Data Analyst',
      speakerTitleBn: 'সিনিয়র ডেটা অ্যানালিস্ট',
      hostUserId: host.id,
      relatedCourseId: course?.id ?? null,
      startsAt: dhakaDay(now, -2, '20:00'),
      durationMinutes: 90,
      seatCap: 150,
      joinUrl: 'https://meet.jit.si/dokkho-sql-masterclass',
      createdAt: new Date(now.getTime() - 12 * DAY_MS),
      updatedAt: new Date(now.getTime() - 12 * DAY_MS),
    })
    .returning({ id: events.id, startsAt: events.startsAt });

  const registrants = [
    ...VISITORS.map((visitor, index) => ({
      ...visitor,
      userId: null as number | null,
      attended: index % 3 !== 2,
    })),
    ...(['learner', 'demo', 'jobseeker'] as const).flatMap((username, index) => {
      const user = byName.get(username);
      return user
        ? [
            {
              name: `${user.first} ${user.last}`.trim(),
              phone: `+88017000100${index}${index}`,
              email: user.email.toLowerCase(),
              profession: null,
              userId: user.id as number | null,
              attended: index !== 2,
            },
          ]
        : [];
    }),
  ];
  const startsAt = masterclass!.startsAt;
  const masterclassRows = await tx
    .insert(eventRegistrations)
    .values(
      registrants.map((person, index) => {
        const registeredAt = new Date(startsAt.getTime() - (10 - index) * DAY_MS);
        return {
          eventId: masterclass!.id,
          userId: person.userId,
          name: person.name,
          phone: person.phone,
          email: person.email,
          profession: person.profession,
          locale: index % 2 === 0 ? ('bn' as const) : ('en' as const),
          status: 'confirmed' as const,
          ticketHash: ticketHash(),
          createdAt: registeredAt,
          confirmedAt: registeredAt,
          attendedAt: person.attended ? new Date(startsAt.getTime() - 5 * 60_000 + index * 30_000) : null,
          joinClicks: person.attended ? 1 + (index % 2) : 0,
        };
      }),
    )
    .returning({
      id: eventRegistrations.id,
      createdAt: eventRegistrations.createdAt,
      attendedAt: eventRegistrations.attendedAt,
    });
  // Attendees had the course offer; the recording is what instructor@ still has to attach.
  await sentBefore(tx, { startsAt, durationMinutes: 90 }, masterclassRows, (row) =>
    course && row.attendedAt ? ['offer'] : [],
  );

  const freeStarts = dhakaDay(now, -6, '19:00');
  const [freeClass] = await tx
    .insert(events)
    .values({
      kind: 'free_class',
      title: 'Excel shortcuts that save an hour a day',
      titleBn: 'যে এক্সেল শর্টকাটে দিনে এক ঘণ্টা বাঁচে',
      summary: 'Twenty shortcuts and three formulas every office job uses.',
      summaryBn: 'বিশটি শর্টকাট আর তিনটি ফর্মুলা, যা প্রতিটি অফিসের কাজে লাগে।',
      speakerName: `${host.first} ${host.last}`.trim(),
      speakerTitle: 'Senior Data Analyst',
      speakerTitleBn: 'সিনিয়র ডেটা অ্যানালিস্ট',
      hostUserId: host.id,
      startsAt: freeStarts,
      durationMinutes: 60,
      seatCap: 300,
      joinUrl: 'https://meet.jit.si/dokkho-excel-shortcuts',
      recordingUrl: '/demo/media/lesson-clip-2.mp4',
      recordingPublic: true,
      createdAt: new Date(freeStarts.getTime() - 9 * DAY_MS),
      updatedAt: new Date(freeStarts.getTime() + 2 * 3_600_000),
    })
    .returning({ id: events.id });
  const freeRows = await tx
    .insert(eventRegistrations)
    .values(
      VISITORS.slice(0, 4).map((visitor, index) => ({
        eventId: freeClass!.id,
        name: visitor.name,
        phone: visitor.phone,
        email: visitor.email,
        locale: 'bn' as const,
        status: 'confirmed' as const,
        ticketHash: ticketHash(),
        createdAt: new Date(freeStarts.getTime() - (5 - index) * DAY_MS),
        confirmedAt: new Date(freeStarts.getTime() - (5 - index) * DAY_MS),
        attendedAt: index < 3 ? new Date(freeStarts.getTime() + index * 60_000) : null,
        joinClicks: index < 3 ? 1 : 0,
      })),
    )
    .returning({
      id: eventRegistrations.id,
      createdAt: eventRegistrations.createdAt,
      attendedAt: eventRegistrations.attendedAt,
    });
  await sentBefore(tx, { startsAt: freeStarts, durationMinutes: 60 }, freeRows, () => ['recording']);

  await tx.insert(events).values({
    kind: 'masterclass',
    title: 'Power BI dashboards your manager will actually open',
    titleBn: 'এমন Power BI ড্যাশবোর্ড, যা ম্যানেজার সত্যিই খুলবেন',
    summary: 'From a messy sales sheet to a one-page dashboard, step by step.',
    summaryBn: 'অগোছালো সেলস শিট থেকে এক পাতার ড্যাশবোর্ড, ধাপে ধাপে।',
    speakerName: `${host.first} ${host.last}`.trim(),
    speakerTitle: 'Senior Data Analyst',
    speakerTitleBn: 'সিনিয়র ডেটা অ্যানালিস্ট',
    hostUserId: host.id,
    relatedCourseId: course?.id ?? null,
    // After seed-events.ts's flagship masterclass (in 7 days), which the home teaser offers as the next one.
    startsAt: dhakaDay(now, 10, '20:30'),
    durationMinutes: 75,
    seatCap: 120,
    joinUrl: 'https://meet.jit.si/dokkho-powerbi-masterclass',
    createdAt: new Date(now.getTime() - 3 * DAY_MS),
    updatedAt: new Date(now.getTime() - 3 * DAY_MS),
  });

  const staff = byName.get('admin');
  await tx.insert(consultationRequests).values([
    {
      eventId: masterclass!.id,
      name: 'Tahmina Akter',
      phone: '+8801711203344',
      email: 'tahmina.akter@example.com',
      message: 'I work in a bank’s MIS team. Is the SQL course enough to move into a data analyst role?',
      preferredTime: 'After 6 pm',
      createdAt: new Date(startsAt.getTime() + 2 * 3_600_000),
      updatedAt: new Date(startsAt.getTime() + 2 * 3_600_000),
    },
    {
      eventId: masterclass!.id,
      name: 'রাকিবুল হাসান',
      phone: '+8801819445566',
      message: 'আমি ফাইনাল ইয়ারে পড়ি। কিস্তিতে কোর্স ফি দেওয়া যায় কি?',
      preferredTime: 'সন্ধ্যা ৭টার পর',
      createdAt: new Date(startsAt.getTime() + 3 * 3_600_000),
      updatedAt: new Date(startsAt.getTime() + 3 * 3_600_000),
    },
    {
      eventId: masterclass!.id,
      name: 'Nafisa Chowdhury',
      phone: '+8801912778899',
      email: 'nafisa.c@example.com',
      message: 'Can my company pay for three of us? We need an invoice.',
      status: 'call_back',
      callBackAt: dhakaDay(now, 1, '11:00'),
      staffNote: 'Wants a corporate invoice for three seats; call at her office.',
      handledBy: staff?.id ?? null,
      createdAt: new Date(startsAt.getTime() + 4 * 3_600_000),
      updatedAt: new Date(now.getTime() - 3_600_000),
    },
  ]);
}
