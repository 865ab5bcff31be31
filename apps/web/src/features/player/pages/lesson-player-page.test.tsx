// @vitest-environment jsdom
// jsdom, not happy-dom: article lessons go through DOMPurify, which needs a standards-complete DOM.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LessonProgressRequest } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import {
  certificate,
  json,
  lesson,
  outline,
  quizSummary,
  renderPage,
  signIn,
  stubApi,
  type Call,
} from '../test-utils';
import { LessonPlayerPage } from './lesson-player-page';

const PATH = '/lessons/:id';

beforeEach(() => signIn());

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

/** The API of an enrolled learner on lesson 1002, with `overrides` answering first. */
function stubPlayer(overrides: (call: Call) => Response | undefined = () => undefined) {
  let current = lesson();
  let sidebar = outline();
  return stubApi((call) => {
    const answer = overrides(call);
    if (answer) return answer;
    if (call.path === '/api/course/lessons/1002/') return json(current);
    if (call.path === '/api/course/modules/') return json(sidebar);
    if (call.path === '/api/course/quizzes/') return json([quizSummary()]);
    if (call.path === '/api/course/lessons/1002/progress/' && call.method === 'PUT') {
      const body = call.body as LessonProgressRequest;
      const completed = body.completed ?? current.progress!.completed;
      current = {
        ...current,
        progress: {
          position_seconds: body.position_seconds ?? current.progress!.position_seconds,
          completed,
          completed_at: completed ? '2026-11-26T10:00:00.000Z' : null,
        },
      };
      sidebar = { ...sidebar, progress_percent: completed ? 66 : 33 };
      return json({
        lesson_id: 1002,
        progress: current.progress,
        course_progress_percent: sidebar.progress_percent,
        completed_lessons: completed ? 2 : 1,
        total_lessons: 3,
      });
    }
    if (call.path === '/api/generics/create-analytics-track/') return json({ id: 1 }, 201);
    return undefined;
  });
}

describe('LessonPlayerPage (issue 4 item 5)', () => {
  it('plays a video lesson with the curriculum, resources and the way on', async () => {
    const calls = stubPlayer();
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);

    await screen.findByRole('heading', { level: 1, name: 'Workbooks, sheets, rows and columns' });
    expect(document.title).toBe('Workbooks, sheets, rows and columns · Dokkho');
    const video = screen.getByLabelText('Video: Workbooks, sheets, rows and columns') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('/demo/media/lesson-clip-4.mp4');
    expect(video.hasAttribute('controls')).toBe(true);
    expect(video.hasAttribute('playsinline')).toBe(true);
    expect(video.getAttribute('preload')).toBe('metadata');

    // The curriculum: ticks, the current lesson, the live class in Dhaka time, the quiz.
    const [sidebar] = await screen.findAllByRole('navigation', { name: 'Course content' });
    const current = within(sidebar!).getByRole('link', { name: /2\. Workbooks, sheets, rows and columns/ });
    expect(current.getAttribute('aria-current')).toBe('page');
    within(sidebar!).getByRole('link', { name: /1\. Welcome to Excel.*\(completed\)/ });
    within(sidebar!).getByText('Sat 5 Dec 2026, 8:00 pm (Dhaka time), 90 minutes');
    const quiz = await within(sidebar!).findByRole('link', { name: /Excel essentials: final check/ });
    expect(quiz.getAttribute('href')).toBe('/quiz/40');
    expect(screen.getAllByText('33% complete').length).toBeGreaterThan(0);

    expect(screen.getByRole('link', { name: /Practice workbook/ }).getAttribute('href')).toBe(
      '/media/practice.xlsx',
    );
    screen.getByText('24 KB');
    expect(screen.getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/lessons/1001');
    expect(screen.getByRole('link', { name: 'Next lesson' }).getAttribute('href')).toBe('/lessons/1003');
    // Not done yet: no certificate call to action.
    expect(screen.queryByRole('button', { name: 'Get your certificate' })).toBeNull();
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/generics/create-analytics-track/')?.body).toMatchObject({
        event: 'lesson_start',
        payload: { lesson_id: 1002, course_id: 12, kind: 'video' },
      }),
    );
  });

  it('marks the lesson complete and back, updating the tick and the percentage', async () => {
    const calls = stubPlayer();
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    const toggle = await screen.findByRole('button', { name: 'Mark as complete' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);

    const done = await screen.findByRole('button', { name: 'Completed' });
    expect(done.getAttribute('aria-pressed')).toBe('true');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ completed: true });
    expect(screen.getAllByText('66% complete').length).toBeGreaterThan(0);
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Course content' });
    within(sidebar!).getByRole('link', { name: /2\. Workbooks.*\(completed\)/ });
    await waitFor(() =>
      expect(calls.some((c) => (c.body as { event?: string } | undefined)?.event === 'lesson_complete')).toBe(
        true,
      ),
    );

    fireEvent.click(done);
    await screen.findByRole('button', { name: 'Mark as complete' });
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({ completed: false });
  });

  it('resumes a video where the learner left off and saves the position on pause', async () => {
    const calls = stubPlayer((call) =>
      call.path === '/api/course/lessons/1002/'
        ? json(lesson({ progress: { position_seconds: 12, completed: false, completed_at: null } }))
        : undefined,
    );
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    const video = (await screen.findByLabelText(
      'Video: Workbooks, sheets, rows and columns',
    )) as HTMLVideoElement;
    Object.defineProperty(video, 'duration', { configurable: true, value: 20 });
    fireEvent.loadedMetadata(video);
    expect(video.currentTime).toBe(12);

    video.currentTime = 15.6;
    fireEvent.play(video);
    fireEvent.pause(video);
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ position_seconds: 15 }),
    );

    // Watched 90%: done, once.
    video.currentTime = 18.2;
    fireEvent.timeUpdate(video);
    fireEvent.timeUpdate(video);
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toContainEqual({
        completed: true,
        position_seconds: 18,
      }),
    );
    await screen.findByRole('button', { name: 'Completed' });
    expect(calls.filter((c) => (c.body as LessonProgressRequest | undefined)?.completed).length).toBe(1);
  });

  it('renders an article lesson from Markdown', async () => {
    stubPlayer((call) =>
      call.path === '/api/course/lessons/1002/'
        ? json(
            lesson({
              kind: 'article',
              video_url: null,
              body: '## Practise\n\n1. Open the sheet\n2. Press **Ctrl + T**\n',
              resources: [],
            }),
          )
        : undefined,
    );
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    await screen.findByRole('heading', { level: 2, name: 'Practise' });
    expect(screen.getByText('Ctrl + T').tagName).toBe('STRONG');
    expect(screen.queryByLabelText(/^Video:/)).toBeNull();
    screen.getByText(/Reading · 9:15/);
  });

  it('offers the certificate once every lesson is done and every quiz passed', async () => {
    const calls = stubPlayer((call) => {
      if (call.path === '/api/course/modules/') return json(outline({ progress_percent: 100 }));
      if (call.path === '/api/course/quizzes/')
        return json([quizSummary({ passed: true, best_percent: 80 })]);
      if (call.path === '/api/course/certify-user/')
        return json(
          { detail: 'Congratulations! Your certificate is ready.', certificate: certificate() },
          201,
        );
      return undefined;
    });
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Get your certificate' }));
    await screen.findByText('Certificate issued to তাহমিনা আক্তার');
    expect(calls.find((c) => c.path === '/api/course/certify-user/')?.body).toEqual({ course_id: 12 });
    expect(screen.getByRole('link', { name: 'View your certificate' }).getAttribute('href')).toBe(
      '/certificate/DKH-DEM0-2026-0001',
    );
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `${certificate().pdf_url}?lang=en`,
    );
  });

  it('sends to the quiz when the lessons are done but a quiz is not passed', async () => {
    stubPlayer((call) =>
      call.path === '/api/course/modules/' ? json(outline({ progress_percent: 100 })) : undefined,
    );
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    await screen.findByRole('heading', { name: 'Every lesson done!' });
    expect(
      screen.getByRole('link', { name: 'Take “Excel essentials: final check”' }).getAttribute('href'),
    ).toBe('/quiz/40');
    expect(screen.queryByRole('button', { name: 'Get your certificate' })).toBeNull();
  });

  it('plays a free preview for a learner without a seat, inviting them to enrol', async () => {
    const calls = stubPlayer((call) => {
      if (call.path === '/api/course/lessons/1002/')
        return json(lesson({ is_preview: true, progress: null }));
      if (call.path === '/api/course/modules/') return json(outline({ is_enrolled: false }));
      return undefined;
    });
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    await screen.findByText('This is a free preview.');
    expect(screen.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
    expect(screen.queryByRole('button', { name: 'Mark as complete' })).toBeNull();
    const [sidebar] = screen.getAllByRole('navigation', { name: 'Course content' });
    within(sidebar!).getByRole('link', { name: /3\. Cheat sheet.*\(enrol to open\)/ });
    // No seat: the quizzes are not asked for (the server would refuse).
    expect(calls.some((c) => c.path === '/api/course/quizzes/')).toBe(false);
  });

  it('shows the enrol panel, naming the course, for a locked lesson', async () => {
    stubApi((call) => {
      if (call.path === '/api/course/lessons/1002/')
        return json({ detail: 'Enrol in this course to open this lesson.' }, 403);
      if (call.path === '/api/course/lesson-info/1002/')
        return json({
          id: 1002,
          kind: 'video',
          title: 'Workbooks, sheets, rows and columns',
          duration_seconds: 555,
          is_preview: false,
          course_id: 12,
          course_title: 'Excel Essentials for Office Jobs',
          module_title: 'Excel basics',
        });
      return undefined;
    });
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    await screen.findByRole('heading', { level: 1, name: 'This lesson is for enrolled learners' });
    const enrol = await screen.findByRole('link', { name: 'See the course and enrol' });
    expect(enrol.getAttribute('href')).toBe('/courseDetails/12');
    screen.getByText('Excel Essentials for Office Jobs');
  });

  it('says a missing lesson does not exist, without asking about an impossible id', async () => {
    stubApi(() => json({ detail: 'Lesson not found.' }, 404));
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This lesson does not exist or is no longer available',
    });

    vi.unstubAllGlobals();
    const calls = stubApi(() => undefined);
    renderPage(<LessonPlayerPage />, '/lessons/abc', PATH);
    expect(
      screen.getAllByRole('heading', {
        level: 1,
        name: 'This lesson does not exist or is no longer available',
      }).length,
    ).toBeGreaterThan(0);
    expect(calls).toEqual([]);
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let fail = true;
    stubPlayer((call) =>
      call.path === '/api/course/lessons/1002/' && fail ? json({ detail: 'Bad gateway.' }, 502) : undefined,
    );
    renderPage(<LessonPlayerPage />, '/lessons/1002', PATH);
    screen.getByText('Loading the lesson');
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this lesson' });
    screen.getByText('Bad gateway.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Workbooks, sheets, rows and columns' });
  });
});
