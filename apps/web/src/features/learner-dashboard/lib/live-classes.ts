import type { CourseModulesResponse, EnrolledCourse } from '@dokkho/contract/learning';
import { dhakaDayKey } from '@dokkho/domain/dates';

/** A live module of one of the learner's courses, from the course's modules (schedule only). */
export interface LiveClass {
  moduleId: number;
  courseId: number;
  courseTitle: string;
  title: string;
  description: string;
  startsAt: string;
  endsAt: string;
}

/** Ended classes stay on the schedule this long, so a learner who missed one finds its recording. */
export const RECENT_PAST_DAYS = 30;

/** Every scheduled live class of the learner's courses, earliest first. */
export function collectLiveClasses(
  enrolled: readonly EnrolledCourse[],
  modulesByCourse: ReadonlyMap<number, CourseModulesResponse>,
): LiveClass[] {
  const classes: LiveClass[] = [];
  for (const entry of enrolled) {
    const modules = modulesByCourse.get(entry.course.id)?.modules ?? [];
    for (const module of modules) {
      if (module.kind !== 'live' || !module.starts_at) continue;
      const start = Date.parse(module.starts_at);
      classes.push({
        moduleId: module.id,
        courseId: entry.course.id,
        courseTitle: entry.course.title,
        title: module.title,
        description: module.description,
        startsAt: module.starts_at,
        endsAt: new Date(start + (module.live_duration_minutes ?? 0) * 60_000).toISOString(),
      });
    }
  }
  return classes.sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt) || a.moduleId - b.moduleId);
}

/** Upcoming (not yet ended, earliest first) and recent past (ended in the last 30 days, latest first). */
export function splitSchedule(classes: readonly LiveClass[], now: Date) {
  const time = now.getTime();
  const since = time - RECENT_PAST_DAYS * 86_400_000;
  const upcoming = classes.filter((c) => Date.parse(c.endsAt) > time);
  const recent = classes
    .filter((c) => Date.parse(c.endsAt) <= time && Date.parse(c.endsAt) > since)
    .reverse();
  return { upcoming, recent };
}

/** Consecutive classes grouped by their Dhaka calendar day, keeping the order they come in. */
export function groupByDhakaDay(classes: readonly LiveClass[]): { day: string; classes: LiveClass[] }[] {
  const groups: { day: string; classes: LiveClass[] }[] = [];
  for (const item of classes) {
    const day = dhakaDayKey(item.startsAt);
    const last = groups.at(-1);
    if (last && last.day === day) last.classes.push(item);
    else groups.push({ day, classes: [item] });
  }
  return groups;
}
