import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import { courseFaqs, courseModules, lessons } from '../schema';
import { curriculumFor, liveStartsAt, type DemoRecordedModule } from './demo-curricula';

/**
 * Writes the demo curricula (modules, lessons, FAQs) of the given courses, then makes every course's
 * `lessons_count` and `duration_minutes` what the curriculum holds, and each career path's the sum of its
 * member courses. Runs inside the catalog seed's transaction, after the career paths are in.
 *
 * @param courseIds slug -> id of the rows of kind `course` just inserted.
 * @param seededAt live classes are scheduled relative to it (demo-curricula.ts).
 */
export async function seedDemoCurricula(
  tx: Database,
  courseIds: ReadonlyMap<string, number>,
  seededAt: Date,
): Promise<{ modules: number; lessons: number; faqs: number }> {
  const entries = [...courseIds].map(([slug, courseId]) => ({
    slug,
    courseId,
    curriculum: curriculumFor(slug),
  }));
  if (entries.length === 0) return { modules: 0, lessons: 0, faqs: 0 };

  const moduleRows = await tx
    .insert(courseModules)
    .values(
      entries.flatMap(({ slug, courseId, curriculum }) =>
        curriculum.modules.map((module, index) => ({
          courseId,
          kind: module.kind,
          title: module.title,
          description: module.description,
          position: index + 1,
          ...(module.kind === 'live'
            ? {
                startsAt: liveStartsAt(module, seededAt),
                liveDurationMinutes: module.minutes,
                joinUrl: `https://meet.jit.si/dokkho-live-${slug}`,
              }
            : {}),
        })),
      ),
    )
    .returning({ id: courseModules.id, courseId: courseModules.courseId, position: courseModules.position });
  const moduleId = new Map(moduleRows.map((row) => [`${row.courseId}:${row.position}`, row.id]));

  const lessonValues = entries.flatMap(({ courseId, curriculum }) => {
    let first = true;
    return curriculum.modules.flatMap((module, moduleIndex) => {
      if (module.kind !== 'recorded') return [];
      const id = moduleId.get(`${courseId}:${moduleIndex + 1}`);
      if (id === undefined)
        throw new Error(`Demo curricula: module ${moduleIndex + 1} of course ${courseId}`);
      return (module as DemoRecordedModule).lessons.map((lesson, index) => {
        // The first lesson of each course is the free preview anyone can watch from the course page.
        const isPreview = first;
        first = false;
        return {
          moduleId: id,
          courseId,
          kind: lesson.kind,
          title: lesson.title,
          position: index + 1,
          durationSeconds: lesson.durationSeconds,
          videoUrl: lesson.clip?.url ?? null,
          body: lesson.body,
          isPreview,
        };
      });
    });
  });
  await tx.insert(lessons).values(lessonValues);

  const faqValues = entries.flatMap(({ courseId, curriculum }) =>
    curriculum.faqs.map((faq, index) => ({
      courseId,
      question: faq.question,
      answer: faq.answer,
      questionBn: faq.questionBn,
      answerBn: faq.answerBn,
      position: index + 1,
    })),
  );
  await tx.insert(courseFaqs).values(faqValues);

  // The counters the catalog shows, from the rows just written: live classes count towards the length as
  // the course page's curriculum total does (modules/learning service.ts). Spelled out in SQL with table
  // aliases, so no column can resolve to the wrong table inside the subqueries.
  await tx.execute(sql`
    update courses as c
       set lessons_count = (select count(*)::int from lessons l where l.course_id = c.id),
           duration_minutes = round((
               coalesce((select sum(l.duration_seconds) from lessons l where l.course_id = c.id), 0)
             + coalesce((select sum(m.live_duration_minutes) * 60 from course_modules m
                          where m.course_id = c.id and m.kind = 'live'), 0)
           ) / 60.0)::int
     where c.kind = 'course'
       and exists (select 1 from course_modules m where m.course_id = c.id)`);

  // A career path is its courses: its counters are theirs added up.
  await tx.execute(sql`
    update courses as path
       set lessons_count = totals.lessons, duration_minutes = totals.minutes
      from (
        select cp.course_id, sum(member.lessons_count)::int as lessons, sum(member.duration_minutes)::int as minutes
          from career_paths cp
          join career_path_courses cpc on cpc.career_path_id = cp.id
          join courses member on member.id = cpc.course_id
         group by cp.course_id
      ) as totals
     where path.id = totals.course_id`);

  return { modules: moduleRows.length, lessons: lessonValues.length, faqs: faqValues.length };
}
