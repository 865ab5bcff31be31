import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { courseFaqs, courseModules, courses, lessonCaptions, lessons, lessonVideos } from '../schema';

/**
 * A published course's new version in progress (issue 17 item 2, docs/decisions/038): instructor@ is
 * reworking the final project of "HTML, CSS & JavaScript for Absolute Beginners" while its learners keep
 * the published course. My courses shows it as "New version in progress"; "Edit" opens it. The copy is
 * made as the API makes it (recorded modules and lessons naming their source), then changed: one lesson
 * renamed, one added.
 */
export const DEMO_VERSION_COURSE = 'html-css-javascript-for-beginners';
const RENAMED = {
  from: 'Publishing on GitHub Pages',
  to: 'Publishing on GitHub Pages, and on your own .com.bd domain',
};
const ADDED = {
  module: 'Project: your portfolio site',
  title: 'Showing your portfolio in a job interview',
  body: '## Five minutes that get you hired\n\nOpen the site on your phone, walk the interviewer through one section you are proud of, and say what you would build next.\n\n**ইন্টারভিউতে:** ফোনে সাইটটি খুলুন, যে অংশ নিয়ে আপনি গর্বিত সেটি দেখান, আর এরপর কী বানাবেন তা বলুন।',
};

export async function seedDemoCourseVersion(tx: Database, now: Date): Promise<void> {
  const [published] = await tx.select().from(courses).where(eq(courses.slug, DEMO_VERSION_COURSE));
  if (!published) throw new Error(`demo version: no course ${DEMO_VERSION_COURSE}`);
  const { id: publishedId, slug, searchVector: _search, ...fields } = published;
  const [version] = await tx
    .insert(courses)
    .values({
      ...fields,
      slug: `${slug}--draft-demo`,
      status: 'draft',
      publishedAt: null,
      submittedAt: null,
      reviewedAt: null,
      reviewNote: null,
      ratingAvg: 0,
      ratingCount: 0,
      enrolledCount: 0,
      isFeatured: false,
      revision: 4,
      draftOfCourseId: publishedId,
      createdAt: new Date(now.getTime() - 2 * 86_400_000),
      updatedAt: new Date(now.getTime() - 3 * 3_600_000),
    })
    .returning({ id: courses.id });
  const versionId = version!.id;

  const modules = await tx
    .select()
    .from(courseModules)
    .where(and(eq(courseModules.courseId, publishedId), eq(courseModules.kind, 'recorded')))
    .orderBy(asc(courseModules.position));
  const moduleIds = new Map<number, number>();
  for (const [index, module] of modules.entries()) {
    const [copy] = await tx
      .insert(courseModules)
      .values({
        courseId: versionId,
        title: module.title,
        description: module.description,
        position: index + 1,
        sourceModuleId: module.id,
      })
      .returning({ id: courseModules.id });
    moduleIds.set(module.id, copy!.id);
  }
  const lessonRows = await tx
    .select()
    .from(lessons)
    .where(inArray(lessons.moduleId, [...moduleIds.keys()]));
  for (const lesson of lessonRows) {
    const { id, createdAt: _created, ...rest } = lesson;
    const [copy] = await tx
      .insert(lessons)
      .values({
        ...rest,
        courseId: versionId,
        moduleId: moduleIds.get(lesson.moduleId)!,
        title: lesson.title === RENAMED.from ? RENAMED.to : lesson.title,
        sourceLessonId: id,
      })
      .returning({ id: lessons.id });
    // The same stored clip and renditions: only the rows are copied, as the API copies them.
    const videos = await tx.select().from(lessonVideos).where(eq(lessonVideos.lessonId, id));
    for (const video of videos) await tx.insert(lessonVideos).values({ ...video, lessonId: copy!.id });
    const captions = await tx.select().from(lessonCaptions).where(eq(lessonCaptions.lessonId, id));
    for (const caption of captions)
      await tx.insert(lessonCaptions).values({ ...caption, lessonId: copy!.id });
  }
  const project = modules.find((module) => module.title === ADDED.module);
  if (!project) throw new Error(`demo version: no module ${ADDED.module}`);
  const inProject = lessonRows.filter((lesson) => lesson.moduleId === project.id).length;
  await tx.insert(lessons).values({
    courseId: versionId,
    moduleId: moduleIds.get(project.id)!,
    kind: 'article',
    title: ADDED.title,
    body: ADDED.body,
    durationSeconds: 240,
    position: inProject + 1,
  });
  const faqs = await tx.select().from(courseFaqs).where(eq(courseFaqs.courseId, publishedId));
  if (faqs.length > 0) {
    await tx.insert(courseFaqs).values(faqs.map(({ id: _id, ...row }) => ({ ...row, courseId: versionId })));
  }
  // The card's totals, as the editor keeps them.
  await tx
    .update(courses)
    .set({
      lessonsCount: lessonRows.length + 1,
      durationMinutes: Math.round(
        (lessonRows.reduce((sum, lesson) => sum + lesson.durationSeconds, 0) + 240) / 60,
      ),
    })
    .where(eq(courses.id, versionId));
}
