import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  courseModules,
  courseQuestions,
  enrollments,
  instructorProfiles,
  lessons,
  questionAnswers,
  questionUpvotes,
  users,
} from '../schema';
import { DEMO_IN_PROGRESS_COURSE } from './seed-learning';

/**
 * The course instructor@ teaches in the demo (issue 17): the demo learner's course in progress, so the
 * instructor's questions page, the learner's /newDashboard/query and the player's question panel all show
 * the same threads. Its instructor profile is instructor@'s from here on.
 */
export const DEMO_TAUGHT_COURSE = DEMO_IN_PROGRESS_COURSE;

type Asker = 'learner' | number;

interface DemoThread {
  /** `learner`: learner@; a number: the n-th other enrolled learner of the course. */
  asker: Asker;
  lesson: string | null;
  title: string;
  body: string;
  visibility?: 'public' | 'private';
  daysAgo: number;
  /** Replies in order; `instructor` is the course's instructor. */
  replies?: readonly { by: 'instructor' | Asker; body: string; hoursLater: number }[];
  /** The index in `replies` the asker marked helpful. */
  helpful?: number;
  /** How many other learners upvoted it. */
  upvotes?: number;
}

/** Questions on the demo's taught course, in English and Bangla, as its learners would ask them. */
const DEMO_THREADS: readonly DemoThread[] = [
  {
    asker: 'learner',
    lesson: 'Selectors, colours and fonts',
    title: 'Why does my style.css not change anything on the page?',
    body: 'I wrote `h1 { color: teal; }` in style.css but the heading stays black. The HTML file and the CSS file are in the same folder.',
    daysAgo: 4,
    replies: [
      {
        by: 'instructor',
        hoursLater: 3,
        body: 'Check the <link> tag in the <head>: it must be <link rel="stylesheet" href="style.css">. The most common slip is href="styles.css" (with an s) or putting the tag in the <body>. Then save both files and refresh with Ctrl+Shift+R so the browser does not use its old copy.',
      },
      { by: 'learner', hoursLater: 5, body: 'It was the missing rel="stylesheet". Working now, thank you!' },
    ],
    helpful: 0,
    upvotes: 6,
  },
  {
    asker: 0,
    lesson: 'Flexbox layouts',
    title: 'flexbox আর grid — কোনটা কখন ব্যবহার করব?',
    body: 'দুটো দিয়েই তো লেআউট বানানো যায়। নতুন হিসেবে কোনটা আগে ভালো করে শিখব?',
    daysAgo: 9,
    replies: [
      {
        by: 'instructor',
        hoursLater: 6,
        body: 'এক সারি বা এক কলামে জিনিস সাজাতে flexbox (যেমন মেনু, কার্ডের ভেতরের বাটন)। পুরো পেজের সারি আর কলাম একসাথে ভাবতে হলে grid। আগে flexbox ভালো করে শিখুন, পরের লেসনে grid দিয়ে পুরো পেজ বানাব।',
      },
      { by: 1, hoursLater: 20, body: 'আমি পোর্টফোলিওর কার্ডগুলো flexbox দিয়ে করেছি, খুব সহজ হয়েছে।' },
    ],
    helpful: 0,
    upvotes: 11,
  },
  {
    asker: 'learner',
    lesson: 'Variables, conditions and loops',
    title: 'JavaScript-এ let আর const কখন ব্যবহার করব?',
    body: 'লেসনে দুটোই দেখলাম। var কি একদম বাদ?',
    daysAgo: 1,
    upvotes: 2,
  },
  {
    asker: 2,
    lesson: 'Installing VS Code and your first web page',
    title: 'Live Server does not reload the page on Windows',
    body: 'I installed the Live Server extension, the page opens at 127.0.0.1:5500 but it does not refresh when I save.',
    daysAgo: 2,
    replies: [
      {
        by: 3,
        hoursLater: 4,
        body: 'Same for me. Turning on File > Auto Save in VS Code fixed it.',
      },
    ],
    upvotes: 4,
  },
  {
    asker: 3,
    lesson: null,
    title: 'Will the certificate show my name in Bangla?',
    body: 'My name on my NID is in Bangla. Can I get the certificate with the Bangla spelling for my job applications?',
    visibility: 'private',
    daysAgo: 3,
  },
  {
    asker: 4,
    lesson: 'Publishing on GitHub Pages',
    title: 'GitHub Pages-এ সাইট পাবলিশ করার পর 404 দেখাচ্ছে',
    body: 'রিপোজিটরির নাম portfolio, সেটিংস থেকে Pages চালু করেছি। কিন্তু লিংকে গেলে 404।',
    daysAgo: 14,
    replies: [
      {
        by: 'instructor',
        hoursLater: 2,
        body: 'মূল ফাইলের নাম index.html (ছোট হাতের অক্ষরে) আর সেটা রিপোজিটরির একদম প্রথম ফোল্ডারে আছে কি না দেখুন। চালু করার পর ৫-১০ মিনিট সময়ও লাগে।',
      },
    ],
    upvotes: 7,
  },
];

/**
 * instructor@ teaches the demo learner's course in progress, and its learners have asked questions:
 * answered and waiting, public and private, in English and Bangla, with follow-ups, upvotes and a helpful
 * mark (issue 17 item 6). Runs after the crowd, so the course has its enrolled learners.
 */
export async function seedDemoQuestions(tx: Database, courseIds: ReadonlyMap<string, number>, now: Date) {
  const courseId = courseIds.get(DEMO_TAUGHT_COURSE);
  const people = await tx
    .select({ id: users.id, email: users.email, profileId: instructorProfiles.id })
    .from(users)
    .leftJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
    .where(inArray(users.email, ['instructor@dokkho.test', 'learner@dokkho.test']));
  const instructor = people.find((p) => p.email === 'instructor@dokkho.test');
  const learner = people.find((p) => p.email === 'learner@dokkho.test');
  if (courseId === undefined || !instructor?.profileId || !learner) return 0;
  // instructor@ already teaches it: seed-teaching.ts took over DEMO_TAUGHT_COURSES, this one among them.

  // Other learners of the course (the crowd), never a demo account: their names read like people.
  const classmates = await tx
    .select({ id: enrollments.userId })
    .from(enrollments)
    .innerJoin(users, eq(users.id, enrollments.userId))
    .where(
      and(
        eq(enrollments.courseId, courseId),
        notInArray(enrollments.userId, [learner.id, instructor.id]),
        sql`${users.email} not like '%@dokkho.test'`,
      ),
    )
    .orderBy(asc(enrollments.userId))
    .limit(20);
  if (classmates.length < 10) return 0;
  const userOf = (who: Asker | 'instructor') =>
    who === 'instructor' ? instructor.id : who === 'learner' ? learner.id : classmates[who]!.id;

  const lessonRows = await tx
    .select({ id: lessons.id, title: lessons.title })
    .from(lessons)
    .innerJoin(courseModules, eq(courseModules.id, lessons.moduleId))
    .where(eq(lessons.courseId, courseId));
  const lessonId = (title: string | null) => {
    if (title === null) return null;
    const row = lessonRows.find((lesson) => lesson.title === title);
    if (!row) throw new Error(`Demo questions: no lesson "${title}"`);
    return row.id;
  };

  const hour = 3_600_000;
  for (const thread of DEMO_THREADS) {
    // Whole seconds: the lists page by millisecond cursors.
    const askedAt = new Date(Math.floor((now.getTime() - thread.daysAgo * 24 * hour) / 1000) * 1000);
    const replies = thread.replies ?? [];
    const firstAnswer = replies.find((reply) => reply.by === 'instructor');
    const last = replies.at(-1);
    const [question] = await tx
      .insert(courseQuestions)
      .values({
        courseId,
        lessonId: lessonId(thread.lesson),
        authorId: userOf(thread.asker),
        title: thread.title,
        body: thread.body,
        visibility: thread.visibility ?? 'public',
        answeredAt: firstAnswer ? new Date(askedAt.getTime() + firstAnswer.hoursLater * hour) : null,
        answersCount: replies.length,
        upvotesCount: thread.upvotes ?? 0,
        lastActivityAt: last ? new Date(askedAt.getTime() + last.hoursLater * hour) : askedAt,
        createdAt: askedAt,
        updatedAt: askedAt,
      })
      .returning({ id: courseQuestions.id });
    const answerIds: number[] = [];
    for (const reply of replies) {
      const at = new Date(askedAt.getTime() + reply.hoursLater * hour);
      const [answer] = await tx
        .insert(questionAnswers)
        .values({
          questionId: question!.id,
          authorId: userOf(reply.by),
          role: reply.by === 'instructor' ? 'instructor' : 'learner',
          body: reply.body,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: questionAnswers.id });
      answerIds.push(answer!.id);
    }
    if (thread.helpful !== undefined) {
      await tx
        .update(courseQuestions)
        .set({ helpfulAnswerId: answerIds[thread.helpful]! })
        .where(eq(courseQuestions.id, question!.id));
    }
    // Upvotes from the last classmates of the list, never the asker: the counter matches the rows.
    const voters = classmates
      .slice(-(thread.upvotes ?? 0))
      .map((c) => c.id)
      .filter((id) => id !== userOf(thread.asker))
      .slice(0, thread.upvotes ?? 0);
    if ((thread.upvotes ?? 0) > 0) {
      await tx
        .insert(questionUpvotes)
        .values(voters.map((userId) => ({ questionId: question!.id, userId, createdAt: askedAt })));
      await tx
        .update(courseQuestions)
        .set({ upvotesCount: voters.length })
        .where(eq(courseQuestions.id, question!.id));
    }
  }
  return DEMO_THREADS.length;
}
