import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CareerPathListItem } from '@dokkho/contract/catalog';
import type { EnrolledCourse } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import { json, listItem, renderPage, signIn, stubApi } from '../test-utils';
import { CareerPathsPage } from './career-paths-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const step = (id: number, title: string) => ({
  id,
  slug: `course-${id}`,
  title,
  thumbnail: '/demo/x.svg',
  duration_minutes: 120,
});

const paths: CareerPathListItem[] = [
  {
    id: 1,
    course: listItem({
      id: 40,
      title: 'Data Analyst Career Path',
      is_free: false,
      price: 1200000,
      sale_price: 899900,
      duration_minutes: 0,
    }),
    courses: [step(21, 'Excel Essentials'), step(22, 'SQL for Data Analysts')],
  },
  {
    id: 2,
    course: listItem({ id: 41, title: 'Flutter App Developer Career Path', is_free: false, price: 900000 }),
    courses: [step(31, 'Dart Basics')],
  },
];

function enrolled(courseId: number, completed: boolean): EnrolledCourse {
  return {
    course: listItem({ id: courseId }),
    enrolled_at: '2026-10-01T00:00:00.000Z',
    source: 'free',
    progress_percent: completed ? 100 : 20,
    completed_lessons: completed ? 4 : 1,
    total_lessons: 4,
    completed_at: completed ? '2026-10-05T00:00:00.000Z' : null,
  };
}

describe('CareerPathsPage (issue 4 item 2)', () => {
  it('lists every path with its ordered courses, length and price, linking to the path page', async () => {
    stubApi(({ path }) => (path === '/api/course/career-path-list/' ? json(paths) : undefined));
    renderPage(<CareerPathsPage />, '/allCareerPath');
    const link = await screen.findByRole('link', { name: 'Data Analyst Career Path' });
    expect(link.getAttribute('href')).toBe('/career-paths/40');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Know what to learn next, from zero to job-ready',
    );
    const steps = within(screen.getByRole('list', { name: 'Courses in Data Analyst Career Path, in order' }));
    expect(steps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1Excel Essentials',
      '2SQL for Data Analysts',
    ]);
    // The path's own length is 0 here: the card adds up its courses instead.
    screen.getAllByText('4h');
    screen.getByText('৳8,999');
    screen.getByText('1 course');
    expect(screen.queryByText(/courses complete/)).toBeNull();
  });

  it('marks the paths a signed-in learner has started', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/course/career-path-list/') return json(paths);
      if (path === '/api/course/enrolled/') return json([enrolled(21, true), enrolled(22, false)]);
      return undefined;
    });
    renderPage(<CareerPathsPage />, '/allCareerPath');
    await screen.findByText('1 of 2 courses complete');
    expect(screen.getAllByText(/courses complete/)).toHaveLength(1);
  });

  it('has a designed empty state and an error with a retry', async () => {
    let answer = json({ detail: 'Service unavailable.' }, 503);
    stubApi(({ path }) => (path === '/api/course/career-path-list/' ? answer : undefined));
    renderPage(<CareerPathsPage />, '/allCareerPath');
    screen.getByText('Loading career paths');
    expect((await screen.findByRole('alert')).textContent).toContain('We couldn’t load the career paths.');
    answer = json([]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await screen.findByRole('heading', { name: 'No career paths yet' });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
  });
});
