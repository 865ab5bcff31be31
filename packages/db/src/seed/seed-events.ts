import { createHash, randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import {
  consultationRequests,
  courses,
  eventMessages,
  eventRegistrations,
  events,
  genres,
  instructorProfiles,
  users,
} from '../schema';
import { liveStartsAt } from './demo-curricula';
import { DEMO_CLIPS } from './sample-media';

/*
 * Issue 18 item 10: masterclasses and free classes with their registrations, attendance, recordings and
 * consultation requests. Every count a page shows (seats left, registered, waiting, attended) is these
 * rows. The delivery ledger says what each registrant was already sent, so the first sweep after seeding
 * sends nothing old (confirmations, reminders, recordings and offers of past events).
 */

interface DemoEvent {
  kind: 'masterclass' | 'free_class';
  title: string;
  titleBn: string;
  summary: string;
  summaryBn: string;
  description: string;
  descriptionBn: string;
  agenda: string[];
  agendaBn: string[];
  genre: string;
  speaker: string;
  speakerTitle: string;
  speakerTitleBn: string;
  course: string | null;
  /** Days after the seed (negative: past), at this Dhaka time. */
  inDays: number;
  dhakaTime: `${number}:${number}`;
  minutes: number;
  seatCap: number | null;
  /** Confirmed seats taken, and how many wait (only when capped and full). */
  confirmed: number;
  waitlisted: number;
  /** Past events: how many confirmed registrants joined. */
  attended: number;
  recording: 'public' | 'registrants' | null;
  /** demo@ / learner@ hold a seat. */
  accounts: ('demo' | 'learner')[];
}

const DEMO_EVENTS: DemoEvent[] = [
  {
    kind: 'masterclass',
    title: 'From Excel to Power BI: build a sales dashboard in one evening',
    titleBn: 'এক্সেল থেকে পাওয়ার বিআই: এক সন্ধ্যায় সেলস ড্যাশবোর্ড',
    summary:
      'A live, hands-on session: clean a real sales sheet, model it and publish a dashboard your manager will use.',
    summaryBn:
      'হাতে-কলমে লাইভ সেশন: আসল সেলস শিট পরিষ্কার করে মডেল বানিয়ে এমন একটি ড্যাশবোর্ড প্রকাশ করুন, যা আপনার ম্যানেজার কাজে লাগাবেন।',
    description:
      'Most office reports in Dhaka still live in Excel. In ninety minutes we take one month of a Chattogram distributor’s sales, clean it with Power Query, build a small star schema and publish a dashboard with three DAX measures.\n\nBring a laptop with Power BI Desktop (free) if you want to follow along; the recording is shared with everyone who registers.',
    descriptionBn:
      'ঢাকার বেশিরভাগ অফিস রিপোর্ট এখনো এক্সেলে থাকে। নব্বই মিনিটে আমরা চট্টগ্রামের এক ডিস্ট্রিবিউটরের এক মাসের বিক্রির ডেটা Power Query দিয়ে পরিষ্কার করব, ছোট একটি স্টার স্কিমা বানাব আর তিনটি DAX মেজার দিয়ে ড্যাশবোর্ড প্রকাশ করব।\n\nসাথে সাথে করতে চাইলে Power BI Desktop (ফ্রি) সহ ল্যাপটপ নিয়ে আসুন; রেজিস্টার করা সবাই রেকর্ডিং পাবেন।',
    agenda: [
      'Why Power BI after Excel: what changes for a reporting job',
      'Cleaning a messy sales sheet with Power Query',
      'A star schema in ten minutes',
      'Three DAX measures every manager asks for',
      'Publishing and sharing, then questions',
    ],
    agendaBn: [
      'এক্সেলের পরে কেন পাওয়ার বিআই: রিপোর্টিং চাকরিতে কী বদলায়',
      'Power Query দিয়ে এলোমেলো সেলস শিট পরিষ্কার করা',
      'দশ মিনিটে স্টার স্কিমা',
      'যে তিনটি DAX মেজার প্রত্যেক ম্যানেজার চান',
      'প্রকাশ ও শেয়ার করা, তারপর প্রশ্নোত্তর',
    ],
    genre: 'data-analytics',
    speaker: 'farhana_rahman',
    speakerTitle: 'BI developer and Power BI trainer',
    speakerTitleBn: 'বিআই ডেভেলপার ও পাওয়ার বিআই প্রশিক্ষক',
    course: 'power-bi-dashboard-dax-masterclass',
    inDays: 7,
    dhakaTime: '20:00',
    minutes: 90,
    seatCap: 300,
    confirmed: 18,
    waitlisted: 0,
    attended: 0,
    recording: null,
    accounts: ['demo'],
  },
  {
    kind: 'masterclass',
    title: 'Your first DevOps job in Bangladesh: skills, CV and interviews',
    titleBn: 'বাংলাদেশে প্রথম ডেভঅপস চাকরি: দক্ষতা, সিভি ও ইন্টারভিউ',
    summary:
      'What Dhaka’s software companies ask of a junior DevOps engineer, and a 90-day plan to get there.',
    summaryBn:
      'ঢাকার সফটওয়্যার কোম্পানিগুলো জুনিয়র ডেভঅপস ইঞ্জিনিয়ারের কাছে কী চায়, আর সেখানে পৌঁছানোর ৯০ দিনের পরিকল্পনা।',
    description:
      'A DevOps lead who hires for a Dhaka software company walks through real job posts, the Linux, Docker and CI skills behind them, and the interview questions he asks.',
    descriptionBn:
      'ঢাকার একটি সফটওয়্যার কোম্পানিতে নিয়োগ দেওয়া এক ডেভঅপস লিড আসল চাকরির বিজ্ঞপ্তি, তার পেছনের লিনাক্স, ডকার ও সিআই দক্ষতা, আর তিনি যে ইন্টারভিউ প্রশ্ন করেন তা দেখাবেন।',
    agenda: ['Reading a DevOps job post', 'The 90-day plan', 'CV review of two volunteers', 'Questions'],
    agendaBn: ['ডেভঅপস চাকরির বিজ্ঞপ্তি পড়া', '৯০ দিনের পরিকল্পনা', 'দুজন স্বেচ্ছাসেবকের সিভি রিভিউ', 'প্রশ্নোত্তর'],
    genre: 'devops',
    speaker: 'rafiqul_islam',
    speakerTitle: 'DevOps Lead at Brain Station 23',
    speakerTitleBn: 'ডেভঅপস লিড, ব্রেইন স্টেশন ২৩',
    course: 'devops-docker-kubernetes-aws',
    inDays: 19,
    dhakaTime: '21:00',
    minutes: 75,
    seatCap: null,
    confirmed: 9,
    waitlisted: 0,
    attended: 0,
    recording: null,
    accounts: [],
  },
  {
    kind: 'masterclass',
    title: 'Facebook ads that sell: f-commerce campaigns on a small budget',
    titleBn: 'যে ফেসবুক অ্যাড বিক্রি করে: অল্প বাজেটে এফ-কমার্স ক্যাম্পেইন',
    summary: 'How a Dhaka clothing page spends ৳500 a day and what it learned from a year of campaigns.',
    summaryBn: 'ঢাকার একটি পোশাকের পেজ দিনে ৫০০ টাকা কীভাবে খরচ করে, আর এক বছরের ক্যাম্পেইন থেকে কী শিখেছে।',
    description: 'Audiences, creatives and the numbers to watch, from a real page’s ad account.',
    descriptionBn: 'একটি আসল পেজের অ্যাড অ্যাকাউন্ট থেকে অডিয়েন্স, ক্রিয়েটিভ আর যে সংখ্যাগুলো দেখতে হয়।',
    agenda: [
      'Choosing the objective',
      'Audiences that convert',
      'Creatives and testing',
      'Reading the results',
    ],
    agendaBn: ['উদ্দেশ্য বেছে নেওয়া', 'যে অডিয়েন্স কেনে', 'ক্রিয়েটিভ ও টেস্টিং', 'ফলাফল বোঝা'],
    genre: 'digital-marketing',
    speaker: 'sabbir_hossain',
    speakerTitle: 'Performance marketer',
    speakerTitleBn: 'পারফরম্যান্স মার্কেটার',
    course: 'facebook-google-ads-for-bangladeshi-businesses',
    inDays: -10,
    dhakaTime: '20:30',
    minutes: 90,
    seatCap: 150,
    confirmed: 24,
    waitlisted: 0,
    attended: 17,
    recording: 'public',
    accounts: ['demo'],
  },
  {
    kind: 'masterclass',
    title: 'SQL interview questions Bangladeshi employers actually ask',
    titleBn: 'বাংলাদেশি নিয়োগকর্তারা আসলে যে SQL ইন্টারভিউ প্রশ্ন করেন',
    summary: 'Joins, window functions and a live take-home test, solved step by step.',
    summaryBn: 'জয়েন, উইন্ডো ফাংশন আর একটি লাইভ টেক-হোম টেস্ট, ধাপে ধাপে সমাধান।',
    description: 'Twelve questions from real data analyst interviews in Dhaka, solved live in PostgreSQL.',
    descriptionBn: 'ঢাকার আসল ডেটা অ্যানালিস্ট ইন্টারভিউয়ের বারোটি প্রশ্ন, PostgreSQL-এ লাইভ সমাধান।',
    agenda: ['Joins and grouping', 'Window functions', 'The take-home test'],
    agendaBn: ['জয়েন ও গ্রুপিং', 'উইন্ডো ফাংশন', 'টেক-হোম টেস্ট'],
    genre: 'data-analytics',
    speaker: 'tanvir_ahmed',
    speakerTitle: 'Senior Data Analyst at bKash',
    speakerTitleBn: 'সিনিয়র ডেটা অ্যানালিস্ট, বিকাশ',
    course: 'sql-for-data-analysts',
    inDays: -30,
    dhakaTime: '20:00',
    minutes: 60,
    seatCap: null,
    confirmed: 14,
    waitlisted: 0,
    attended: 9,
    recording: 'registrants',
    accounts: [],
  },
  {
    kind: 'free_class',
    title: 'Spoken English for job interviews',
    titleBn: 'চাকরির ইন্টারভিউয়ের জন্য স্পোকেন ইংলিশ',
    summary: 'Answer “Tell me about yourself” with confidence: practice in small groups.',
    summaryBn: '“Tell me about yourself” প্রশ্নের উত্তর আত্মবিশ্বাসের সাথে দিন: ছোট দলে অনুশীলন।',
    description: 'A practical class: five common questions, useful phrases and practice in breakout rooms.',
    descriptionBn: 'ব্যবহারিক ক্লাস: পাঁচটি সাধারণ প্রশ্ন, কাজের বাক্য আর ব্রেকআউট রুমে অনুশীলন।',
    agenda: ['Five questions', 'Phrases that help', 'Practice in pairs'],
    agendaBn: ['পাঁচটি প্রশ্ন', 'কাজের বাক্য', 'জোড়ায় অনুশীলন'],
    genre: 'english',
    speaker: 'tasnim_chowdhury',
    speakerTitle: 'English trainer',
    speakerTitleBn: 'ইংরেজি প্রশিক্ষক',
    course: null,
    inDays: 2,
    dhakaTime: '19:00',
    minutes: 60,
    seatCap: 30,
    confirmed: 30,
    waitlisted: 3,
    attended: 0,
    recording: null,
    accounts: [],
  },
  {
    kind: 'free_class',
    title: 'Excel shortcuts for office jobs',
    titleBn: 'অফিসের কাজের জন্য এক্সেল শর্টকাট',
    summary: 'VLOOKUP, pivot tables and the ten shortcuts that save an hour a day.',
    summaryBn: 'VLOOKUP, পিভট টেবিল আর যে দশটি শর্টকাট দিনে এক ঘণ্টা বাঁচায়।',
    description: 'For anyone whose job is spreadsheets: live demos on a payroll sheet.',
    descriptionBn: 'যাদের কাজ স্প্রেডশিট নিয়ে, তাদের জন্য: একটি বেতন শিটে লাইভ ডেমো।',
    agenda: ['Ten shortcuts', 'VLOOKUP and XLOOKUP', 'A pivot table in two minutes'],
    agendaBn: ['দশটি শর্টকাট', 'VLOOKUP ও XLOOKUP', 'দুই মিনিটে পিভট টেবিল'],
    genre: 'data-analytics',
    speaker: 'nusrat_jahan',
    speakerTitle: 'Data Scientist at Grameenphone',
    speakerTitleBn: 'ডেটা সায়েন্টিস্ট, গ্রামীণফোন',
    course: 'excel-essentials-for-office-jobs',
    inDays: 4,
    dhakaTime: '20:00',
    minutes: 60,
    seatCap: 40,
    confirmed: 36,
    waitlisted: 0,
    attended: 0,
    recording: null,
    accounts: ['demo'],
  },
  {
    kind: 'free_class',
    title: 'HTML and CSS: build your first web page',
    titleBn: 'HTML ও CSS: আপনার প্রথম ওয়েব পেজ',
    summary: 'Zero to a published personal page in one hour.',
    summaryBn: 'এক ঘণ্টায় শূন্য থেকে প্রকাশিত ব্যক্তিগত পেজ।',
    description: 'No experience needed: we write a page together and publish it free on GitHub Pages.',
    descriptionBn: 'আগের অভিজ্ঞতা লাগবে না: একসাথে একটি পেজ লিখে GitHub Pages-এ ফ্রি প্রকাশ করব।',
    agenda: ['HTML structure', 'CSS basics', 'Publishing'],
    agendaBn: ['HTML কাঠামো', 'CSS-এর মূল বিষয়', 'প্রকাশ করা'],
    genre: 'web-development',
    speaker: 'mahmudul_hasan',
    speakerTitle: 'Frontend engineer',
    speakerTitleBn: 'ফ্রন্টএন্ড ইঞ্জিনিয়ার',
    course: 'html-css-javascript-for-beginners',
    inDays: 9,
    dhakaTime: '20:00',
    minutes: 60,
    seatCap: null,
    confirmed: 12,
    waitlisted: 0,
    attended: 0,
    recording: null,
    accounts: ['learner'],
  },
  {
    kind: 'free_class',
    title: 'Freelancing on Fiverr: your first gig',
    titleBn: 'ফাইভারে ফ্রিল্যান্সিং: আপনার প্রথম গিগ',
    summary: 'Pick a service, write the gig and price it for your first five orders.',
    summaryBn: 'একটি সার্ভিস বেছে নিন, গিগ লিখুন আর প্রথম পাঁচটি অর্ডারের জন্য দাম ঠিক করুন।',
    description: 'A freelancer from Khulna shows the gig that got her first order, and why.',
    descriptionBn: 'খুলনার এক ফ্রিল্যান্সার দেখাবেন কোন গিগে প্রথম অর্ডার পেয়েছিলেন, এবং কেন।',
    agenda: ['Choosing a service', 'Writing the gig', 'Pricing and payment by Payoneer'],
    agendaBn: ['সার্ভিস বেছে নেওয়া', 'গিগ লেখা', 'দাম ঠিক করা ও পেওনিয়ারে পেমেন্ট'],
    genre: 'freelancing',
    speaker: 'tasnim_chowdhury',
    speakerTitle: 'Top-rated seller on Fiverr',
    speakerTitleBn: 'ফাইভারের টপ-রেটেড সেলার',
    course: null,
    inDays: 13,
    dhakaTime: '21:00',
    minutes: 60,
    seatCap: 100,
    confirmed: 21,
    waitlisted: 0,
    attended: 0,
    recording: null,
    accounts: [],
  },
  {
    kind: 'free_class',
    title: 'Canva for social media posts',
    titleBn: 'সোশ্যাল মিডিয়া পোস্টের জন্য ক্যানভা',
    summary: 'Design a week of posts for a small business in one sitting.',
    summaryBn: 'এক বসায় একটি ছোট ব্যবসার এক সপ্তাহের পোস্ট ডিজাইন করুন।',
    description: 'Templates, brand colours and Bangla fonts that render well.',
    descriptionBn: 'টেমপ্লেট, ব্র্যান্ডের রং আর ঠিকমতো দেখা যায় এমন বাংলা ফন্ট।',
    agenda: ['Brand kit', 'Templates', 'Bangla fonts'],
    agendaBn: ['ব্র্যান্ড কিট', 'টেমপ্লেট', 'বাংলা ফন্ট'],
    genre: 'design',
    speaker: 'mahmudul_hasan',
    speakerTitle: 'Designer',
    speakerTitleBn: 'ডিজাইনার',
    course: null,
    inDays: -5,
    dhakaTime: '19:30',
    minutes: 60,
    seatCap: 80,
    confirmed: 16,
    waitlisted: 0,
    attended: 11,
    recording: 'public',
    accounts: ['demo'],
  },
  {
    kind: 'free_class',
    title: 'Google Analytics 4 in one hour',
    titleBn: 'এক ঘণ্টায় গুগল অ্যানালিটিক্স ৪',
    summary: 'Set up GA4 on a shop and read the three reports that matter.',
    summaryBn: 'একটি শপে GA4 সেট আপ করে দরকারি তিনটি রিপোর্ট পড়া।',
    description: 'Events, conversions and the acquisition report, on a real Daraz-style shop.',
    descriptionBn: 'ইভেন্ট, কনভার্সন আর অ্যাকুইজিশন রিপোর্ট, দারাজের মতো একটি আসল শপে।',
    agenda: ['Setting up', 'Events and conversions', 'Three reports'],
    agendaBn: ['সেট আপ', 'ইভেন্ট ও কনভার্সন', 'তিনটি রিপোর্ট'],
    genre: 'digital-marketing',
    speaker: 'sabbir_hossain',
    speakerTitle: 'Performance marketer',
    speakerTitleBn: 'পারফরম্যান্স মার্কেটার',
    course: 'google-analytics-4-tag-manager',
    inDays: -20,
    dhakaTime: '20:00',
    minutes: 60,
    seatCap: null,
    confirmed: 10,
    waitlisted: 0,
    attended: 6,
    recording: 'registrants',
    accounts: [],
  },
];

const FIRST = [
  'Sadia',
  'Rafi',
  'Nabila',
  'Tanjim',
  'Mehedi',
  'Ayesha',
  'Shakil',
  'Farzana',
  'Imran',
  'Tania',
  'Arif',
  'Sumaiya',
  'Rakib',
  'Jannat',
  'Fahim',
  'Maliha',
  'Shuvo',
  'Nusrat',
  'Sabbir',
  'Lamia',
];
const LAST = [
  'Islam',
  'Hossain',
  'Akter',
  'Rahman',
  'Khan',
  'Chowdhury',
  'Ahmed',
  'Sarkar',
  'Begum',
  'Uddin',
  'Karim',
];
const PROFESSIONS = [
  'Accountant',
  'University student',
  'Sales executive',
  'Bank officer',
  'Fresh graduate',
  'HR executive',
];

const hash = () => createHash('sha256').update(randomBytes(32)).digest('hex');

/** The demo events, their registrations, attendance and ledger, and a few consultation requests. */
export async function seedDemoEvents(tx: Database, now: Date): Promise<number> {
  const genreRows = await tx.select({ id: genres.id, slug: genres.slug }).from(genres);
  const genreId = new Map(genreRows.map((row) => [row.slug, row.id]));
  const courseRows = await tx
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(
        courses.slug,
        DEMO_EVENTS.flatMap((event) => (event.course ? [event.course] : [])),
      ),
    );
  const courseId = new Map(courseRows.map((row) => [row.slug, row.id]));
  const speakers = await tx
    .select({
      username: users.username,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileId: instructorProfiles.id,
    })
    .from(users)
    .innerJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
    .where(inArray(users.username, [...new Set(DEMO_EVENTS.map((event) => event.speaker))]));
  const speaker = new Map(speakers.map((row) => [row.username, row]));
  const accountRows = await tx
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      phone: users.phoneNumber,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .where(inArray(users.username, ['demo', 'learner', 'admin']));
  const account = new Map(accountRows.map((row) => [row.username, row]));
  const admin = account.get('admin');

  let phone = 1_300_000;
  let eventIndex = 0;
  const eventIds: number[] = [];
  for (const demo of DEMO_EVENTS) {
    eventIndex += 1;
    const who = speaker.get(demo.speaker);
    const startsAt = liveStartsAt(
      {
        kind: 'live',
        title: demo.title,
        description: '',
        daysAfterSeeding: demo.inDays,
        dhakaTime: demo.dhakaTime,
        minutes: demo.minutes,
      },
      now,
    );
    const endsAt = new Date(startsAt.getTime() + demo.minutes * 60_000);
    const createdAt = new Date(Math.min(startsAt.getTime(), now.getTime()) - 14 * 86_400_000);
    const [event] = await tx
      .insert(events)
      .values({
        kind: demo.kind,
        title: demo.title,
        titleBn: demo.titleBn,
        summary: demo.summary,
        summaryBn: demo.summaryBn,
        description: demo.description,
        descriptionBn: demo.descriptionBn,
        agenda: demo.agenda,
        agendaBn: demo.agendaBn,
        genreId: genreId.get(demo.genre) ?? null,
        speakerName: who ? `${who.firstName} ${who.lastName}` : demo.speaker,
        speakerTitle: demo.speakerTitle,
        speakerTitleBn: demo.speakerTitleBn,
        speakerInstructorId: who?.profileId ?? null,
        hostUserId: who?.userId ?? admin!.id,
        relatedCourseId: demo.course ? (courseId.get(demo.course) ?? null) : null,
        startsAt,
        durationMinutes: demo.minutes,
        seatCap: demo.seatCap,
        joinUrl: `https://meet.jit.si/dokkho-${demo.kind === 'masterclass' ? 'masterclass' : 'free-class'}-${eventIndex}`,
        recordingUrl: demo.recording ? DEMO_CLIPS[eventIndex % DEMO_CLIPS.length]!.url : null,
        recordingPublic: demo.recording === 'public',
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: events.id });
    eventIds.push(event!.id);

    // Registrants: the demo accounts first, then visitors; a day apart, the last a few hours ago.
    const total = demo.confirmed + demo.waitlisted;
    const people: { userId: number | null; name: string; email: string; phone: string | null }[] = [
      ...demo.accounts.map((username) => {
        const row = account.get(username)!;
        return {
          userId: row.id,
          name: `${row.firstName} ${row.lastName}`,
          email: row.email,
          phone: row.phone ?? null,
        };
      }),
    ];
    for (let i = people.length; i < total; i += 1) {
      const first = FIRST[(i * 7 + eventIndex) % FIRST.length]!;
      const last = LAST[(i * 3 + eventIndex) % LAST.length]!;
      people.push({
        userId: null,
        name: `${first} ${last}`,
        email: `${first}.${last}.${eventIndex}${i}@example.com`.toLowerCase(),
        phone: null,
      });
    }
    const registrationStart = Math.min(startsAt.getTime(), now.getTime()) - 10 * 86_400_000;
    const step =
      (Math.min(startsAt.getTime(), now.getTime()) - 3 * 3_600_000 - registrationStart) / Math.max(1, total);
    const rows = people.map((person, i) => {
      phone += 1;
      const at = new Date(registrationStart + i * step);
      const confirmed = i < demo.confirmed;
      return {
        eventId: event!.id,
        userId: person.userId ?? null,
        name: person.name,
        phone: person.phone ?? `+880171${String(phone).padStart(7, '0')}`,
        email: person.email,
        profession: demo.kind === 'masterclass' ? PROFESSIONS[i % PROFESSIONS.length]! : null,
        locale: (i % 3 === 0 ? 'en' : 'bn') as 'en' | 'bn',
        status: (confirmed ? 'confirmed' : 'waitlisted') as 'confirmed' | 'waitlisted',
        ticketHash: hash(),
        createdAt: at,
        confirmedAt: confirmed ? at : null,
        attendedAt: confirmed && i < demo.attended ? new Date(startsAt.getTime() + (i % 5) * 60_000) : null,
        joinClicks: confirmed && i < demo.attended ? 1 + (i % 2) : 0,
      };
    });
    const inserted = rows.length
      ? await tx.insert(eventRegistrations).values(rows).returning({
          id: eventRegistrations.id,
          status: eventRegistrations.status,
          attendedAt: eventRegistrations.attendedAt,
          createdAt: eventRegistrations.createdAt,
        })
      : [];
    // What each was already sent: nothing old goes out at the first sweep.
    const past = endsAt.getTime() <= now.getTime();
    const ledger = inserted.flatMap((row) => {
      const sent = (kind: (typeof eventMessages.$inferInsert)['kind'], at: Date) => ({
        registrationId: row.id,
        kind,
        eventStartsAt: startsAt,
        sentAt: at,
      });
      const items = [sent('confirmation', row.createdAt)];
      if (past && row.status === 'confirmed') {
        items.push(sent('day_before', new Date(startsAt.getTime() - 86_400_000)));
        items.push(sent('hour_before', new Date(startsAt.getTime() - 3_600_000)));
      }
      if (past && demo.recording) items.push(sent('recording', new Date(endsAt.getTime() + 3 * 3_600_000)));
      if (past && demo.kind === 'masterclass' && demo.course && row.attendedAt) {
        items.push(sent('offer', new Date(endsAt.getTime() + 3_600_000)));
      }
      return items;
    });
    if (ledger.length) await tx.insert(eventMessages).values(ledger);
  }

  // Consultation requests from the masterclass pages, in different states of the follow-up queue.
  const [firstMasterclass, , pastMasterclass] = eventIds;
  const demoAccount = account.get('demo');
  await tx.insert(consultationRequests).values([
    {
      eventId: firstMasterclass!,
      name: 'Nabila Akter',
      phone: '+8801711223344',
      email: 'nabila.akter@example.com',
      message:
        'I work in accounts at a garments factory. Is the Power BI course right for me without coding?',
      preferredTime: 'After 7 pm',
      status: 'new',
      createdAt: new Date(now.getTime() - 5 * 3_600_000),
      updatedAt: new Date(now.getTime() - 5 * 3_600_000),
    },
    {
      eventId: firstMasterclass!,
      userId: demoAccount?.id ?? null,
      name: 'Demo Learner',
      phone: demoAccount?.phone ?? '+8801700000000',
      email: demoAccount?.email ?? null,
      message: 'আমি কি কিস্তিতে কোর্স ফি দিতে পারব?',
      preferredTime: 'সন্ধ্যা ৬টার পরে',
      status: 'call_back',
      callBackAt: new Date(now.getTime() + 20 * 3_600_000),
      staffNote: 'Asked to call tomorrow evening; interested in the bKash instalment plan.',
      handledBy: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 26 * 3_600_000),
      updatedAt: new Date(now.getTime() - 2 * 3_600_000),
    },
    {
      eventId: pastMasterclass!,
      name: 'Shakil Hossain',
      phone: '+8801819876543',
      message: 'I run a Facebook page selling saris. Can the ads course help with a ৳300 daily budget?',
      status: 'enrolled',
      staffNote: 'Called; enrolled with the masterclass offer.',
      handledBy: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 9 * 86_400_000),
      updatedAt: new Date(now.getTime() - 8 * 86_400_000),
    },
    {
      eventId: pastMasterclass!,
      name: 'Tania Sarkar',
      phone: '+8801912345670',
      email: 'tania.sarkar@example.com',
      message: 'Please call me about the next batch.',
      status: 'no_answer',
      staffNote: 'No answer twice; try again on Saturday.',
      handledBy: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 7 * 86_400_000),
      updatedAt: new Date(now.getTime() - 86_400_000),
    },
    {
      eventId: null,
      name: 'Arif Karim',
      phone: '+8801556677889',
      message: 'Which masterclass should a fresh CSE graduate attend first?',
      status: 'contacted',
      staffNote: 'Suggested the DevOps masterclass; will register.',
      handledBy: admin?.id ?? null,
      createdAt: new Date(now.getTime() - 3 * 86_400_000),
      updatedAt: new Date(now.getTime() - 2 * 86_400_000),
    },
  ]);
  return eventIds.length;
}
