import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { schema } from '@dokkho/db';
import { COURSE_EDITOR_MESSAGES, CourseEditorCourse } from '@dokkho/contract/course-editor';
import { COURSE_VERSION_MESSAGES } from '@dokkho/contract/course-versions';
import { CourseReviewQueue } from '@dokkho/contract/course-review';
import { TEACHING_COURSE_NOT_FOUND_MESSAGE, TeachingCourses } from '@dokkho/contract/teaching';
import { seedCourse, seedGenre, seedInstructor, seedMember, seedStaff } from '../../test/factories';
import { authHeader, createTestApp, type TestContext } from '../../test/test-app';

/**
 * Issue 17 item 2 (docs/decisions/038): a published course is edited through a new version, which learners
 * never see until staff publish it, and which then updates the published course in place.
 */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});

afterAll(async () => {
  await ctx?.close();
});

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/${url}`, headers, ...(payload ? { payload } : {}) });

const { courseModules, lessons, lessonProgress, lessonVideos, lessonCaptions, quizzes, quizQuestions } =
  schema;

/**
 * A published course with learners: two modules (a live class between them), three lessons (one video
 * with renditions and captions), a quiz, and a learner who completed the first two lessons.
 */
async function publishedCourse(name = 'Nusrat') {
  const teacher = await seedInstructor(ctx.db, { firstName: name });
  const genre = await seedGenre(ctx.db);
  const headers = await authHeader(teacher.user.id);
  const course = await seedCourse(
    ctx.db,
    { genreId: genre.id, instructorId: teacher.profile.id },
    {
      title: 'Excel for office work',
      description: 'Formulas, tables and charts for a Dhaka office.',
      lessonsCount: 3,
      thumbnail: '/images/courses/excel.webp',
    },
  );
  const [basics, live, charts] = await ctx.db
    .insert(courseModules)
    .values([
      { courseId: course.id, title: 'Basics', position: 1 },
      {
        courseId: course.id,
        kind: 'live',
        title: 'Live Q&A',
        position: 2,
        startsAt: new Date('2026-12-10T13:00:00Z'),
        liveDurationMinutes: 60,
      },
      { courseId: course.id, title: 'Charts', position: 3 },
    ])
    .returning();
  const [intro, formulas, pivot] = await ctx.db
    .insert(lessons)
    .values([
      {
        courseId: course.id,
        moduleId: basics!.id,
        kind: 'video',
        title: 'The Excel screen',
        position: 1,
        videoUrl: '/media/lessons/1-aaaa.mp4',
        durationSeconds: 300,
      },
      { courseId: course.id, moduleId: basics!.id, kind: 'article', title: 'Formulas', position: 2 },
      { courseId: course.id, moduleId: charts!.id, kind: 'article', title: 'Pivot charts', position: 1 },
    ])
    .returning();
  await ctx.db.insert(lessonVideos).values({
    lessonId: intro!.id,
    originalKey: 'lessons/1-aaaa.mp4',
    status: 'ready',
    hlsPrefix: 'private/hls/1-aaaa',
    renditions: [240, 360],
  });
  await ctx.db
    .insert(lessonCaptions)
    .values({ lessonId: intro!.id, language: 'bn', key: 'private/captions/1-bn.vtt' });
  const [quiz] = await ctx.db
    .insert(quizzes)
    .values({ courseId: course.id, moduleId: basics!.id, title: 'Formulas check', passPercent: 60 })
    .returning();
  const [question] = await ctx.db
    .insert(quizQuestions)
    .values({ quizId: quiz!.id, prompt: 'What does SUM do?' })
    .returning();
  await ctx.db.insert(schema.quizOptions).values([
    { questionId: question!.id, text: 'Adds numbers', isCorrect: true, position: 1 },
    { questionId: question!.id, text: 'Sorts rows', position: 2 },
  ]);
  const learner = await seedMember(ctx.db);
  await ctx.db
    .insert(schema.enrollments)
    .values({ userId: learner.user.id, courseId: course.id, source: 'free' });
  await ctx.db.insert(lessonProgress).values([
    { userId: learner.user.id, lessonId: intro!.id, courseId: course.id, completedAt: new Date() },
    { userId: learner.user.id, lessonId: formulas!.id, courseId: course.id, completedAt: new Date() },
  ]);
  return {
    teacher,
    headers,
    course,
    modules: { basics: basics!, live: live!, charts: charts! },
    lessons: { intro: intro!, formulas: formulas!, pivot: pivot! },
    quiz: quiz!,
    question: question!,
    learner,
  };
}

const openVersion = (id: number, headers: Record<string, string>) =>
  call('POST', `instructor/courses/${id}/draft/`, headers);

async function edit(
  headers: Record<string, string>,
  course: CourseEditorCourse,
  method: Method,
  path: string,
  payload: object = {},
) {
  const query = method === 'DELETE' ? `?base_revision=${course.revision}` : '';
  const response = await call(
    method,
    `instructor/courses/${course.id}/${path}${query}`,
    headers,
    method === 'DELETE' ? undefined : { base_revision: course.revision, ...payload },
  );
  expect(response.statusCode, response.body).toBe(200);
  return CourseEditorCourse.parse(response.json());
}

describe('opening a new version', () => {
  it('copies the published course once, answers the same version after, and hides it from every list', async () => {
    const made = await publishedCourse();
    const first = await openVersion(made.course.id, made.headers);
    expect(first.statusCode, first.body).toBe(201);
    const version = CourseEditorCourse.parse(first.json());
    expect(version.id).not.toBe(made.course.id);
    expect(version.status).toBe('draft');
    expect(version.editable).toBe(true);
    expect(version.version_of).toEqual({
      id: made.course.id,
      slug: made.course.slug,
      title: 'Excel for office work',
    });
    expect(version.details.title).toBe('Excel for office work');
    // The recorded modules only: the live class stays on the published course.
    expect(version.modules.map((m) => m.title)).toEqual(['Basics', 'Charts']);
    expect(version.modules[0]!.lessons.map((l) => l.title)).toEqual(['The Excel screen', 'Formulas']);
    const [copiedVideo] = await ctx.db
      .select()
      .from(lessonVideos)
      .where(eq(lessonVideos.lessonId, version.modules[0]!.lessons[0]!.id));
    expect(copiedVideo).toMatchObject({ originalKey: 'lessons/1-aaaa.mp4', hlsPrefix: 'private/hls/1-aaaa' });

    // Twice at once: one version.
    const again = await Promise.all([
      openVersion(made.course.id, made.headers),
      openVersion(made.course.id, made.headers),
    ]);
    for (const response of again) {
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().id).toBe(version.id);
    }

    const mine = TeachingCourses.parse((await call('GET', 'instructor/courses/', made.headers)).json());
    expect(mine.results.map((c) => c.id)).toEqual([made.course.id]);
    expect(mine.results[0]!.new_version).toMatchObject({ id: version.id, status: 'draft' });
    expect(mine.counts).toMatchObject({ draft: 0, published: 1 });
    const dashboard = (await call('GET', 'instructor/dashboard/', made.headers)).json();
    expect(dashboard.courses).toMatchObject({ draft: 0, published: 1 });
    // Nothing public lists or shows the version.
    expect((await call('GET', `course/course_detail/${version.id}/`)).statusCode).toBe(404);
    const search = (await call('GET', 'course/courses/?search=Excel%20office')).json();
    expect(search.results.map((c: { id: number }) => c.id)).not.toContain(version.id);
  });

  it('is the owner’s only (404 for a stranger) and for a published course only (409)', async () => {
    const made = await publishedCourse();
    const stranger = await seedInstructor(ctx.db, { firstName: 'Stranger' });
    const strangerHeaders = await authHeader(stranger.user.id);
    const refused = await openVersion(made.course.id, strangerHeaders);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().detail).toBe(TEACHING_COURSE_NOT_FOUND_MESSAGE);
    expect(
      (await call('DELETE', `instructor/courses/${made.course.id}/draft/`, strangerHeaders)).statusCode,
    ).toBe(404);
    const learner = await seedMember(ctx.db);
    expect((await openVersion(made.course.id, learner.headers)).statusCode).toBe(403);
    expect((await openVersion(made.course.id, {})).statusCode).toBe(401);

    const draft = await seedCourse(
      ctx.db,
      { genreId: made.course.genreId, instructorId: made.teacher.profile.id },
      { status: 'draft' },
    );
    const notPublished = await openVersion(draft.id, made.headers);
    expect(notPublished.statusCode).toBe(409);
    expect(notPublished.json().detail).toBe(COURSE_VERSION_MESSAGES.notPublished);
    // A version of a version is not a thing either.
    const version = CourseEditorCourse.parse((await openVersion(made.course.id, made.headers)).json());
    expect((await openVersion(version.id, made.headers)).statusCode).toBe(409);
    // And the published course itself still refuses direct edits.
    const direct = await call('PATCH', `instructor/courses/${made.course.id}/edit/`, made.headers, {
      base_revision: 0,
      pricing: { price: 0, sale_price: null },
    });
    expect(direct.statusCode).toBe(409);
    expect(direct.json().detail).toBe(COURSE_EDITOR_MESSAGES.published);
  });
});

describe('editing, submitting and publishing a version', () => {
  it('keeps learners on the published course until staff publish, then merges it in place', async () => {
    const made = await publishedCourse();
    const staff = await seedStaff(ctx.db);
    let version = CourseEditorCourse.parse((await openVersion(made.course.id, made.headers)).json());
    const [basics, charts] = version.modules;
    const [screen] = basics!.lessons;
    const pivot = charts!.lessons[0]!;

    version = await edit(made.headers, version, 'PATCH', `lessons/${screen!.id}/`, {
      title: 'The Excel window',
    });
    version = await edit(made.headers, version, 'POST', `modules/${basics!.id}/lessons/`, {
      title: 'Tables',
      kind: 'article',
    });
    version = await edit(made.headers, version, 'DELETE', `lessons/${pivot.id}/`);
    version = await edit(made.headers, version, 'POST', 'modules/', { title: 'Shortcuts' });
    version = await edit(made.headers, version, 'PUT', 'modules/order/', {
      ids: [version.modules[2]!.id, basics!.id, charts!.id],
    });
    version = await edit(made.headers, version, 'PATCH', 'edit/', {
      pricing: { price: 150000, sale_price: null },
    });
    // The quiz, edited in the version's copy (as the quiz builder does).
    const [quizCopy] = await ctx.db.select().from(quizzes).where(eq(quizzes.courseId, version.id));
    await ctx.db
      .update(quizzes)
      .set({ title: 'Formulas quiz', passPercent: 70 })
      .where(eq(quizzes.id, quizCopy!.id));

    // Learners still read the published rows.
    const page = (await call('GET', `course/course_detail/${made.course.id}/`)).json();
    const titles = page.curriculum.modules.flatMap((m: { lessons: { title: string }[] }) =>
      m.lessons.map((l) => l.title),
    );
    expect(titles).toContain('The Excel screen');
    expect(titles).not.toContain('The Excel window');
    expect(titles).toContain('Pivot charts');
    const player = await call('GET', `course/lessons/${made.lessons.intro.id}/`, made.learner.headers);
    expect(player.statusCode, player.body).toBe(200);
    expect(player.json().title).toBe('The Excel screen');

    // Submitted, it waits in the queue marked as an update.
    const submitted = await call('POST', `instructor/courses/${version.id}/submit/`, made.headers);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const queue = CourseReviewQueue.parse(
      (await call('GET', 'admin/course-reviews/?page_size=48', staff.headers)).json(),
    );
    const item = queue.results.find((c) => c.id === version.id);
    expect(item?.update_of).toEqual({
      id: made.course.id,
      slug: made.course.slug,
      title: 'Excel for office work',
    });
    const mine = TeachingCourses.parse((await call('GET', 'instructor/courses/', made.headers)).json());
    expect(mine.results[0]!.new_version?.status).toBe('in_review');
    // In review, it cannot be discarded.
    const discard = await call('DELETE', `instructor/courses/${made.course.id}/draft/`, made.headers);
    expect(discard.statusCode).toBe(409);

    // The published lesson's transcode finished a 720p rendition after the copy: the merge keeps it.
    await ctx.db
      .update(lessonVideos)
      .set({ renditions: [240, 360, 720] })
      .where(eq(lessonVideos.lessonId, made.lessons.intro.id));
    const published = await call('POST', `admin/course-reviews/${version.id}/publish/`, staff.headers);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ id: made.course.id, status: 'published', price: 150000 });

    // The version row is gone; the published course has its id, slug and learners.
    const [gone] = await ctx.db.select().from(schema.courses).where(eq(schema.courses.id, version.id));
    expect(gone).toBeUndefined();
    const [course] = await ctx.db.select().from(schema.courses).where(eq(schema.courses.id, made.course.id));
    expect(course).toMatchObject({
      slug: made.course.slug,
      status: 'published',
      price: 150000,
      lessonsCount: 3,
    });

    const modules = await ctx.db
      .select()
      .from(courseModules)
      .where(eq(courseModules.courseId, made.course.id))
      .orderBy(courseModules.position);
    // The new module first, as reordered; the live class stays after Basics, where it was.
    expect(modules.map((m) => [m.title, m.position])).toEqual([
      ['Shortcuts', 1],
      ['Basics', 2],
      ['Live Q&A', 3],
      ['Charts', 4],
    ]);
    expect(modules[1]!.id).toBe(made.modules.basics.id);
    expect(modules[2]!.id).toBe(made.modules.live.id);

    const lessonRows = await ctx.db
      .select()
      .from(lessons)
      .where(eq(lessons.courseId, made.course.id))
      .orderBy(lessons.moduleId, lessons.position);
    expect(
      lessonRows.map((l) => [l.id === made.lessons.intro.id || l.id === made.lessons.formulas.id, l.title]),
    ).toEqual([
      [true, 'The Excel window'],
      [true, 'Formulas'],
      [false, 'Tables'],
    ]);
    // The removed lesson is gone; the video row and captions moved back onto the same lesson id.
    expect(lessonRows.map((l) => l.id)).not.toContain(made.lessons.pivot.id);
    const [video] = await ctx.db
      .select()
      .from(lessonVideos)
      .where(eq(lessonVideos.lessonId, made.lessons.intro.id));
    expect(video).toMatchObject({
      originalKey: 'lessons/1-aaaa.mp4',
      hlsPrefix: 'private/hls/1-aaaa',
      renditions: [240, 360, 720],
    });
    const captions = await ctx.db
      .select()
      .from(lessonCaptions)
      .where(eq(lessonCaptions.lessonId, made.lessons.intro.id));
    expect(captions).toHaveLength(1);

    // The learner's completed lessons are still theirs, and the course page shows the new titles.
    const progress = await ctx.db
      .select()
      .from(lessonProgress)
      .where(
        and(eq(lessonProgress.userId, made.learner.user.id), eq(lessonProgress.courseId, made.course.id)),
      );
    expect(progress.map((p) => p.lessonId).sort()).toEqual(
      [made.lessons.intro.id, made.lessons.formulas.id].sort(),
    );
    const after = (await call('GET', `course/course_detail/${made.course.id}/`)).json();
    const afterTitles = after.curriculum.modules.flatMap((m: { lessons: { title: string }[] }) =>
      m.lessons.map((l) => l.title),
    );
    expect(afterTitles).toEqual(expect.arrayContaining(['The Excel window', 'Tables']));
    expect(afterTitles).not.toContain('Pivot charts');

    // The quiz was edited in place: same id, question and options kept.
    const [quiz] = await ctx.db.select().from(quizzes).where(eq(quizzes.courseId, made.course.id));
    expect(quiz).toMatchObject({
      id: made.quiz.id,
      title: 'Formulas quiz',
      passPercent: 70,
      moduleId: made.modules.basics.id,
    });
    const [question] = await ctx.db
      .select()
      .from(quizQuestions)
      .where(eq(quizQuestions.quizId, made.quiz.id));
    expect(question!.id).toBe(made.question.id);
    const options = await ctx.db
      .select()
      .from(schema.quizOptions)
      .where(eq(schema.quizOptions.questionId, made.question.id));
    expect(options).toHaveLength(2);

    // The instructor is told, and the course can get another version.
    const mineAfter = TeachingCourses.parse((await call('GET', 'instructor/courses/', made.headers)).json());
    expect(mineAfter.results[0]!.new_version).toBeNull();
    expect((await openVersion(made.course.id, made.headers)).statusCode).toBe(201);
  });

  it('sends a version back as any draft, and discards it without touching the published course', async () => {
    const made = await publishedCourse();
    const staff = await seedStaff(ctx.db);
    let version = CourseEditorCourse.parse((await openVersion(made.course.id, made.headers)).json());
    version = await edit(made.headers, version, 'PATCH', `lessons/${version.modules[0]!.lessons[0]!.id}/`, {
      title: 'Renamed in the version',
    });
    expect((await call('POST', `instructor/courses/${version.id}/submit/`, made.headers)).statusCode).toBe(
      200,
    );
    const back = await call('POST', `admin/course-reviews/${version.id}/send-back/`, staff.headers, {
      note: 'Add captions to the new lesson.',
    });
    expect(back.statusCode, back.body).toBe(200);
    const mine = TeachingCourses.parse((await call('GET', 'instructor/courses/', made.headers)).json());
    expect(mine.results[0]!.new_version).toMatchObject({
      status: 'draft',
      review_note: 'Add captions to the new lesson.',
    });

    const discarded = await call('DELETE', `instructor/courses/${made.course.id}/draft/`, made.headers);
    expect(discarded.statusCode, discarded.body).toBe(204);
    const [gone] = await ctx.db.select().from(schema.courses).where(eq(schema.courses.id, version.id));
    expect(gone).toBeUndefined();
    // The published lesson, its video row and captions are as they were.
    const [intro] = await ctx.db.select().from(lessons).where(eq(lessons.id, made.lessons.intro.id));
    expect(intro!.title).toBe('The Excel screen');
    expect(await ctx.db.select().from(lessonVideos).where(eq(lessonVideos.lessonId, intro!.id))).toHaveLength(
      1,
    );
    expect(
      (await call('DELETE', `instructor/courses/${made.course.id}/draft/`, made.headers)).statusCode,
    ).toBe(404);
  });
});
