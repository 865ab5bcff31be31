import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { NotificationParams } from '@dokkho/contract/notifications';
import { courseModules, courses, enrollments } from '../schema';
import { liveStartsAt } from './demo-curricula';
import { DEMO_TAUGHT_LIVE_CLASSES } from './demo-teaching';

const DAY_MS = 86_400_000;
const SCHEDULE_LINK = '/newDashboard/schedule';

/**
 * Issue 17 item 9: instructor@'s live classes on the published courses they teach (demo-teaching.ts),
 * appended to each curriculum, each scheduled (created) a week before it starts or just now; those that
 * have started were reminded of an hour before. Runs before the notification history (`liveClassNews`).
 */
export async function seedDemoLiveClasses(tx: Database, now: Date): Promise<number> {
  const slugs = [...new Set(DEMO_TAUGHT_LIVE_CLASSES.map((c) => c.course))];
  const rows = await tx
    .select({ id: courses.id, slug: courses.slug, title: courses.title })
    .from(courses)
    .where(inArray(courses.slug, slugs));
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  let count = 0;
  for (const slug of slugs) {
    const course = bySlug.get(slug);
    if (!course) continue;
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${courseModules.position}), 0)` })
      .from(courseModules)
      .where(eq(courseModules.courseId, course.id));
    let position = Number(last?.position ?? 0);
    for (const item of DEMO_TAUGHT_LIVE_CLASSES.filter((c) => c.course === slug)) {
      const startsAt = liveStartsAt(
        {
          kind: 'live',
          title: item.title,
          description: item.description,
          daysAfterSeeding: item.inDays,
          dhakaTime: item.dhakaTime,
          minutes: item.minutes,
        },
        now,
      );
      const scheduledAt = new Date(Math.min(startsAt.getTime() - 7 * DAY_MS, now.getTime() - 60_000));
      const started = startsAt.getTime() <= now.getTime();
      position += 1;
      count += 1;
      await tx.insert(courseModules).values({
        courseId: course.id,
        kind: 'live',
        title: item.title,
        description: item.description,
        position,
        startsAt,
        liveDurationMinutes: item.minutes,
        joinUrl: `https://meet.jit.si/dokkho-live-${slug}-${position}`,
        recordingUrl: item.recordingUrl,
        // Classes that have started were reminded of an hour before; the sweep reminds of the rest.
        liveRemindedAt: started ? new Date(startsAt.getTime() - 60 * 60_000) : null,
        createdAt: scheduledAt,
      });
    }
  }
  return count;
}

type LiveNews = { userId: number; params: NotificationParams; link: string; at: Date };

/**
 * What the demo accounts enrolled in instructor@'s courses were told of those live classes, from the rows:
 * each class when it was scheduled, its reminder when one was sent, and its recording (three hours after
 * the end). For the notification history (seed-notifications.ts), which keeps each account's newest unread.
 */
export async function liveClassNews(tx: Database, userIds: number[]): Promise<LiveNews[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .select({
      userId: enrollments.userId,
      courseTitle: courses.title,
      title: courseModules.title,
      startsAt: courseModules.startsAt,
      minutes: courseModules.liveDurationMinutes,
      recordingUrl: courseModules.recordingUrl,
      remindedAt: courseModules.liveRemindedAt,
      createdAt: courseModules.createdAt,
    })
    .from(courseModules)
    .innerJoin(courses, eq(courses.id, courseModules.courseId))
    .innerJoin(enrollments, eq(enrollments.courseId, courses.id))
    .where(
      and(
        eq(courseModules.kind, 'live'),
        inArray(courses.slug, [...new Set(DEMO_TAUGHT_LIVE_CLASSES.map((c) => c.course))]),
        inArray(enrollments.userId, userIds),
      ),
    )
    .orderBy(asc(courseModules.startsAt));
  return rows.flatMap((row) => {
    const titles = { course_title: row.courseTitle, class_title: row.title };
    const startsAt = row.startsAt!;
    const news: LiveNews[] = [
      {
        userId: row.userId,
        params: { kind: 'live_class_scheduled', ...titles, starts_at: startsAt.toISOString() },
        link: SCHEDULE_LINK,
        at: row.createdAt,
      },
    ];
    if (row.remindedAt) {
      news.push({
        userId: row.userId,
        params: { kind: 'live_class_reminder', ...titles, starts_at: startsAt.toISOString() },
        link: SCHEDULE_LINK,
        at: row.remindedAt,
      });
    }
    if (row.recordingUrl) {
      news.push({
        userId: row.userId,
        params: { kind: 'live_class_recording', ...titles },
        link: SCHEDULE_LINK,
        at: new Date(startsAt.getTime() + ((row.minutes ?? 0) + 180) * 60_000),
      });
    }
    return news;
  });
}
