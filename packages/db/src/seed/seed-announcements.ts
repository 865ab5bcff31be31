import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client';
import {
  announcementUnsubscribes,
  courseAnnouncements,
  courses,
  enrollments,
  instructorProfiles,
  notifications,
  outbox,
  users,
} from '../schema';
import { DEMO_TAUGHT_COURSE } from './seed-questions';

/**
 * Course announcements (issue 17 item 7): instructor@ (Shirin Akter) has written to the learners of her
 * published courses, in English and Bangla. Each announcement told every learner of its course in the bell
 * and by e-mail (outbox rows, `logged` as in embedded mode), except the one demo learner who unsubscribed
 * from the taught course's e-mails: learner@, so the unsubscribe is visible on both sides.
 */
const DEMO_ANNOUNCEMENTS: readonly { title: string; body: string; daysAgo: number }[][] = [
  [
    {
      title: 'Live Q&A this Friday at 8 pm',
      body: 'Assalamu alaikum everyone!\n\nI will be **live on Friday at 8 pm** (Dhaka time) to answer your questions about the portfolio project.\n\n- Bring the page you are stuck on\n- Questions in Bangla or English are both welcome\n\nThe link will be on the course page 30 minutes before we start.',
      daysAgo: 2,
    },
    {
      title: 'নতুন মডিউল: JavaScript দিয়ে ফর্ম যাচাই',
      body: 'প্রিয় শিক্ষার্থীরা,\n\nকোর্সে একটি নতুন মডিউল যোগ হয়েছে: **ফর্ম যাচাই (validation)**। এতে তিনটি ছোট লেসন আর একটি অনুশীলন আছে।\n\n- ইনপুট খালি কি না দেখা\n- ই-মেইলের ফরম্যাট যাচাই\n- ভুল হলে সুন্দর বার্তা দেখানো\n\nশেষ করে প্রশ্ন থাকলে প্রশ্নোত্তর অংশে লিখুন।',
      daysAgo: 9,
    },
  ],
  [
    {
      title: 'ফাইনাল প্রজেক্ট জমার সময় বাড়ানো হলো',
      body: 'অনেকে সময় চেয়েছেন, তাই ফাইনাল প্রজেক্ট জমার শেষ সময় **এক সপ্তাহ বাড়ানো** হলো। তাড়াহুড়ো না করে ভালো করে শেষ করুন।',
      daysAgo: 4,
    },
    {
      title: 'Welcome! How to get the most out of this course',
      body: 'Welcome aboard!\n\nA few tips:\n\n1. Do one lesson a day rather than five on a weekend.\n2. Type the code yourself; do not copy it.\n3. Ask in the Q&A when you are stuck for more than 20 minutes.\n\nSee you in the lessons.',
      daysAgo: 20,
    },
  ],
];

export async function seedDemoAnnouncements(tx: Database, courseIds: ReadonlyMap<string, number>, now: Date) {
  const [author] = await tx
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      profileId: instructorProfiles.id,
    })
    .from(users)
    .innerJoin(instructorProfiles, eq(instructorProfiles.userId, users.id))
    .where(eq(users.email, 'instructor@dokkho.test'));
  if (!author) return 0;
  const [learner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'learner@dokkho.test'));
  const taught = courseIds.get(DEMO_TAUGHT_COURSE);
  const published = await tx
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(and(eq(courses.instructorId, author.profileId), eq(courses.status, 'published')))
    .orderBy(asc(courses.id));
  // The taught course first (learner@ holds a seat in it), then her other published ones.
  published.sort((a, b) => Number(b.id === taught) - Number(a.id === taught));
  const authorName = [author.firstName, author.lastName].filter(Boolean).join(' ');
  const day = 24 * 3_600_000;
  let written = 0;

  for (const [index, course] of published.slice(0, DEMO_ANNOUNCEMENTS.length).entries()) {
    const learners = await tx
      .select({ id: users.id, email: users.email })
      .from(enrollments)
      .innerJoin(users, eq(users.id, enrollments.userId))
      .where(eq(enrollments.courseId, course.id));
    const unsubscribed = new Set<number>();
    if (index === 0 && learner && learners.some((row) => row.id === learner.id)) {
      // Unsubscribed after the older announcement's e-mail; the newer one reached the bell only.
      await tx.insert(announcementUnsubscribes).values({
        userId: learner.id,
        courseId: course.id,
        createdAt: new Date(now.getTime() - 5 * day),
      });
    }
    for (const item of [...DEMO_ANNOUNCEMENTS[index]!].sort((a, b) => b.daysAgo - a.daysAgo)) {
      const at = new Date(Math.floor((now.getTime() - item.daysAgo * day) / 1000) * 1000);
      if (index === 0 && learner && item.daysAgo < 5) unsubscribed.add(learner.id);
      const emailed = learners.filter((row) => !unsubscribed.has(row.id));
      const [row] = await tx
        .insert(courseAnnouncements)
        .values({
          courseId: course.id,
          authorId: author.id,
          title: item.title,
          body: item.body,
          recipients: learners.length,
          emailed: emailed.length,
          createdAt: at,
        })
        .returning({ id: courseAnnouncements.id });
      const link = `/newDashboard/course-announcement?announcement=${row!.id}`;
      const told = learners.map((person) => ({
        userId: person.id,
        kind: 'course_announcement' as const,
        params: { course_title: course.title, title: item.title, author_name: authorName },
        link,
        // The older ones were read; the newest is waiting in the bell.
        readAt: item.daysAgo > 3 ? new Date(at.getTime() + 3_600_000) : null,
        createdAt: at,
      }));
      for (let start = 0; start < told.length; start += 500) {
        await tx.insert(notifications).values(told.slice(start, start + 500));
      }
      const mails = emailed.map((person) => ({
        channel: 'email' as const,
        recipient: person.email,
        subject: `${course.title}: ${item.title}`,
        bodyText: `${authorName}, your instructor on ${course.title}, wrote to the course's learners:\n\n${item.title}\n\n${item.body}`,
        status: 'logged' as const,
        attempts: 1,
        createdAt: at,
        sentAt: at,
      }));
      for (let start = 0; start < mails.length; start += 500) {
        await tx.insert(outbox).values(mails.slice(start, start + 500));
      }
      written += 1;
    }
  }
  return written;
}
