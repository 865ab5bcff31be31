import { and, desc, eq, inArray, notInArray, notLike } from 'drizzle-orm';
import type { Database } from '../client';
import { advisorBookings, advisorSlots, communityGroupClicks, communityGroups, users } from '../schema';

/*
 * Issue 18 items 6 and 7: the career advisors' slots over the next two weeks (and the past week), some
 * booked by demo learners with their notes, and the community groups with join clicks behind their counts.
 * Times are set on a Dhaka clock (UTC+6, no daylight saving) from the seeding day.
 */

const DHAKA_OFFSET_HOURS = 6;
const DAY_MS = 86_400_000;

/** The UTC instant of `hh:mm` in Dhaka, `days` after the Dhaka calendar day of `now`. */
function dhakaAt(now: Date, days: number, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number);
  const dhaka = new Date(now.getTime() + DHAKA_OFFSET_HOURS * 3_600_000);
  return new Date(
    Date.UTC(
      dhaka.getUTCFullYear(),
      dhaka.getUTCMonth(),
      dhaka.getUTCDate() + days,
      (hours ?? 0) - DHAKA_OFFSET_HOURS,
      minutes ?? 0,
    ),
  );
}

const ADVISORS = [
  {
    name: 'Farhana Rahman',
    title: 'Career coach, 9 years in HR at a Dhaka telecom',
    topics: ['cv_review', 'interview_practice'],
    link: 'https://meet.google.com/dkh-frhn-cv1',
  },
  {
    name: 'Tanvir Hasan',
    title: 'Senior data analyst; moved from banking into tech',
    topics: ['career_change', 'course_choice'],
    link: 'https://meet.google.com/dkh-tnvr-cc2',
  },
  {
    name: 'Sadia Islam',
    title: 'Top-rated freelancer on Upwork since 2017',
    topics: ['freelancing', 'course_choice', 'cv_review'],
    link: 'https://zoom.us/j/8801700000303',
  },
] as const;

/** Which advisor sits when: [days after today, Dhaka time, advisor index]. Days below 0 have passed. */
const SLOT_PLAN: readonly (readonly [number, string, number])[] = [
  [-6, '20:00', 0],
  [-4, '11:00', 1],
  [-2, '21:00', 2],
  [1, '20:00', 0],
  [1, '21:00', 0],
  [2, '11:00', 1],
  [2, '16:00', 2],
  [3, '20:30', 0],
  [4, '10:30', 1],
  [5, '21:00', 2],
  [6, '19:00', 0],
  [7, '11:00', 1],
  [8, '20:00', 0],
  [9, '16:00', 2],
  [10, '21:00', 1],
  [11, '20:00', 0],
  [12, '11:00', 2],
  [13, '19:30', 1],
];

/** Bookings: [slot plan index, who (a demo account's e-mail, or the nth crowd learner), their note]. */
const BOOKINGS: readonly (readonly [number, string | number, string])[] = [
  [0, 0, 'I have two interviews next week for junior developer roles and freeze on behavioural questions.'],
  [1, 1, 'আমি ব্যাংকে ৫ বছর কাজ করছি, ডেটা অ্যানালাইসিসে যেতে চাই। কোন কোর্স দিয়ে শুরু করব?'],
  [2, 2, 'How do I price my first logo design gigs without underselling?'],
  [
    4,
    'demo@dokkho.test',
    'Please review my CV for a digital marketing executive role: I am switching from sales.',
  ],
  [6, 3, 'ফ্রিল্যান্সিং শুরু করতে চাই, কিন্তু প্রোফাইল কীভাবে সাজাব বুঝতে পারছি না।'],
  [9, 'jobseeker@dokkho.test', 'I want to practise a mock interview for a data analyst position at a bank.'],
  [12, 4, 'আমি ফাইনাল ইয়ারের ছাত্র; ওয়েব ডেভেলপমেন্ট না ডেটা সায়েন্স, কোনটা বেছে নেব?'],
];

/** A booking a learner made and cancelled (the slot went free again): [slot plan index, crowd learner]. */
const CANCELLED: readonly (readonly [number, number, string])[] = [
  [7, 5, 'I need help with my LinkedIn profile before a career fair.'],
];

const GROUPS = [
  {
    platform: 'whatsapp',
    topic: 'web_development',
    nameEn: 'MERN stack learners',
    nameBn: 'MERN স্ট্যাক শিক্ষার্থী',
    descriptionEn: 'Daily help with React, Node and MongoDB from classmates and mentors.',
    descriptionBn: 'সহপাঠী আর মেন্টরদের কাছ থেকে React, Node আর MongoDB নিয়ে প্রতিদিনের সাহায্য।',
    inviteUrl: 'https://chat.whatsapp.com/DokkhoDemoMernLearners',
    sortOrder: 1,
    clicks: 46,
  },
  {
    platform: 'facebook',
    topic: 'web_development',
    nameEn: 'Dokkho web developers Bangladesh',
    nameBn: 'দক্ষ ওয়েব ডেভেলপার্স বাংলাদেশ',
    descriptionEn: 'Share your projects, get code reviews and hear about junior openings.',
    descriptionBn: 'প্রজেক্ট শেয়ার করুন, কোড রিভিউ নিন আর জুনিয়র চাকরির খবর পান।',
    inviteUrl: 'https://www.facebook.com/groups/dokkho.demo.webdev',
    sortOrder: 2,
    clicks: 31,
  },
  {
    platform: 'telegram',
    topic: 'data_science',
    nameEn: 'Data analytics circle',
    nameBn: 'ডেটা অ্যানালিটিক্স সার্কেল',
    descriptionEn: 'Excel, SQL and Power BI questions; weekly practice datasets from Bangladeshi sources.',
    descriptionBn: 'Excel, SQL আর Power BI নিয়ে প্রশ্ন; প্রতি সপ্তাহে বাংলাদেশি উৎসের প্র্যাকটিস ডেটাসেট।',
    inviteUrl: 'https://t.me/+DokkhoDemoDataCircle',
    sortOrder: 1,
    clicks: 27,
  },
  {
    platform: 'facebook',
    topic: 'design',
    nameEn: 'Graphic and UI design studio',
    nameBn: 'গ্রাফিক ও ইউআই ডিজাইন স্টুডিও',
    descriptionEn: 'Post your designs for feedback from working designers.',
    descriptionBn: 'কাজ করা ডিজাইনারদের মতামত পেতে আপনার ডিজাইন পোস্ট করুন।',
    inviteUrl: 'https://www.facebook.com/groups/dokkho.demo.design',
    sortOrder: 1,
    clicks: 18,
  },
  {
    platform: 'whatsapp',
    topic: 'digital_marketing',
    nameEn: 'Digital marketing pros',
    nameBn: 'ডিজিটাল মার্কেটিং প্রো',
    descriptionEn: 'Facebook ads, SEO and content strategy for Bangladeshi brands.',
    descriptionBn: 'বাংলাদেশি ব্র্যান্ডের জন্য ফেসবুক অ্যাড, এসইও আর কনটেন্ট স্ট্র্যাটেজি।',
    inviteUrl: 'https://chat.whatsapp.com/DokkhoDemoMarketingPros',
    sortOrder: 1,
    clicks: 22,
  },
  {
    platform: 'telegram',
    topic: 'english',
    nameEn: 'Spoken English practice club',
    nameBn: 'স্পোকেন ইংলিশ প্র্যাকটিস ক্লাব',
    descriptionEn: 'Voice chats every evening at 9 pm to practise speaking without fear.',
    descriptionBn: 'ভয় ছাড়া কথা বলার অনুশীলনে প্রতি সন্ধ্যা ৯টায় ভয়েস চ্যাট।',
    inviteUrl: 'https://t.me/+DokkhoDemoSpokenEnglish',
    sortOrder: 1,
    clicks: 12,
  },
  {
    platform: 'whatsapp',
    topic: 'career',
    nameEn: 'Job hunt support',
    nameBn: 'চাকরি খোঁজার সাপোর্ট',
    descriptionEn: 'Openings, CV tips and interview stories from learners who got hired.',
    descriptionBn: 'চাকরির খবর, সিভি টিপস আর চাকরি পাওয়া শিক্ষার্থীদের ইন্টারভিউয়ের গল্প।',
    inviteUrl: 'https://chat.whatsapp.com/DokkhoDemoJobHunt',
    sortOrder: 1,
    clicks: 39,
  },
  {
    platform: 'facebook',
    topic: 'freelancing',
    nameEn: 'Freelancers of Bangladesh (Dokkho)',
    nameBn: 'বাংলাদেশের ফ্রিল্যান্সার (দক্ষ)',
    descriptionEn: 'Upwork and Fiverr profiles, first clients and getting paid in Bangladesh.',
    descriptionBn: 'Upwork আর Fiverr প্রোফাইল, প্রথম ক্লায়েন্ট আর বাংলাদেশে পেমেন্ট পাওয়া।',
    inviteUrl: 'https://www.facebook.com/groups/dokkho.demo.freelancers',
    sortOrder: 1,
    clicks: 0,
  },
  {
    platform: 'telegram',
    topic: 'web_development',
    nameEn: 'Old batch 2024 (closed)',
    nameBn: 'পুরোনো ব্যাচ ২০২৪ (বন্ধ)',
    descriptionEn: 'Replaced by the MERN stack learners group.',
    descriptionBn: 'MERN স্ট্যাক শিক্ষার্থী গ্রুপ এর জায়গা নিয়েছে।',
    inviteUrl: 'https://t.me/+DokkhoDemoOldBatch2024',
    sortOrder: 9,
    clicks: 5,
    active: false,
  },
] as const;

export async function seedDemoCommunity(tx: Database, now: Date): Promise<void> {
  const [staff] = await tx.select({ id: users.id }).from(users).where(eq(users.email, 'admin@dokkho.test'));
  const slots = await tx
    .insert(advisorSlots)
    .values(
      SLOT_PLAN.map(([days, time, advisor]) => {
        const who = ADVISORS[advisor]!;
        const startsAt = dhakaAt(now, days, time);
        return {
          advisorName: who.name,
          advisorTitle: who.title,
          startsAt,
          durationMinutes: 30,
          topics: [...who.topics],
          meetingUrl: who.link,
          createdBy: staff?.id ?? null,
          createdAt: new Date(Math.min(startsAt.getTime() - 10 * DAY_MS, now.getTime() - 3_600_000)),
        };
      }),
    )
    .returning({ id: advisorSlots.id, startsAt: advisorSlots.startsAt });

  // Learners of the crowd (not the sign-in accounts, instructors or employers), in a fixed order.
  const crowd = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        notInArray(users.email, DEMO_EMAILS),
        notLike(users.email, '%@dokkho.com.bd'),
        notLike(users.email, '%.example'),
        eq(users.isStaff, false),
      ),
    )
    .orderBy(desc(users.id))
    .limit(12);
  const accounts = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, DEMO_EMAILS));
  const accountId = new Map(accounts.map((row) => [row.email, row.id]));
  const who = (ref: string | number) => (typeof ref === 'number' ? crowd[ref]?.id : accountId.get(ref));

  const rows = [];
  for (const [index, ref, note] of CANCELLED) {
    const slot = slots[index]!;
    const userId = who(ref);
    if (userId === undefined) continue;
    const bookedAt = new Date(Math.min(slot.startsAt.getTime() - 5 * DAY_MS, now.getTime() - 2 * DAY_MS));
    rows.push({
      slotId: slot.id,
      userId,
      note,
      createdAt: bookedAt,
      cancelledAt: new Date(bookedAt.getTime() + DAY_MS),
      cancelledBy: 'learner' as const,
    });
  }
  for (const [index, ref, note] of BOOKINGS) {
    const slot = slots[index]!;
    const userId = who(ref);
    if (userId === undefined) continue;
    const bookedAt = new Date(Math.min(slot.startsAt.getTime() - 3 * DAY_MS, now.getTime() - DAY_MS));
    const started = slot.startsAt.getTime() <= now.getTime();
    rows.push({
      slotId: slot.id,
      userId,
      note,
      createdAt: bookedAt,
      // Calls that have started were reminded of an hour before; the sweep reminds of the rest.
      remindedAt: started ? new Date(slot.startsAt.getTime() - 3_600_000) : null,
    });
  }
  if (rows.length > 0) await tx.insert(advisorBookings).values(rows);

  const groups = await tx
    .insert(communityGroups)
    .values(
      GROUPS.map((group) => ({
        platform: group.platform,
        topic: group.topic,
        nameEn: group.nameEn,
        nameBn: group.nameBn,
        descriptionEn: group.descriptionEn,
        descriptionBn: group.descriptionBn,
        inviteUrl: group.inviteUrl,
        sortOrder: group.sortOrder,
        active: 'active' in group ? group.active : true,
        createdAt: new Date(now.getTime() - 60 * DAY_MS),
        updatedAt: new Date(now.getTime() - 60 * DAY_MS),
      })),
    )
    .returning({ id: communityGroups.id });
  // Each count is that many click rows, spread over the last 45 days (some older than the 30-day figure).
  const clicks = GROUPS.flatMap((group, index) =>
    Array.from({ length: group.clicks }, (_, n) => ({
      groupId: groups[index]!.id,
      visitor: `v:demo-${index}-${n}`,
      createdAt: new Date(now.getTime() - ((n * 37 + index * 11) % 45) * DAY_MS - n * 60_000),
    })),
  );
  if (clicks.length > 0) await tx.insert(communityGroupClicks).values(clicks);
}

const DEMO_EMAILS = [
  'demo@dokkho.test',
  'learner@dokkho.test',
  'jobseeker@dokkho.test',
  'recruiter@dokkho.test',
  'instructor@dokkho.test',
  'affiliate@dokkho.test',
  'admin@dokkho.test',
];
