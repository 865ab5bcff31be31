import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CourseBofu } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import { enrollment, json, listItem, renderPage, signIn, stubApi } from '../test-utils';
import { CourseBofuPage } from './course-bofu-page';

const PATH = '/course-bofu/:id';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function bofu(overrides: Partial<CourseBofu> = {}): CourseBofu {
  return {
    course: listItem({
      id: 12,
      title: 'SQL for Data Analysts',
      is_free: false,
      price: 500000,
      sale_price: 350000,
    }),
    description: 'Query real data from day one.\n\nEvery lesson ends with a task.\n\nA third paragraph.',
    outcomes: ['Write joins without fear', 'Answer interview questions'],
    curriculum: {
      module_titles: ['Select and filter', 'Joins'],
      lessons_count: 14,
      duration_seconds: 6 * 3600,
    },
    testimonials: [
      {
        id: 3,
        rating: 5,
        comment: 'Got my first analyst job after this.',
        reviewer: { name: 'Rahim U.', avatar: null },
        updated_at: '2026-11-20T00:00:00.000Z',
      },
    ],
    faqs: [
      { id: 1, question: 'Do I need a laptop?', answer: 'A phone works for watching; practice needs a PC.' },
    ],
    offer: { price: 500000, sale_price: 350000, savings_percent: 30 },
    ...overrides,
  };
}

function stubBofu(answer: CourseBofu | Response, enrolled = false) {
  return stubApi(({ path }) => {
    if (path === '/api/course/12/bofu/') return answer instanceof Response ? answer : json(answer);
    if (path === '/api/course/check-enrollment/12/') return json(enrollment({ is_enrolled: enrolled }));
    if (path === '/api/generics/create-analytics-track/') return json({ detail: 'Recorded.' }, 201);
    return undefined;
  });
}

describe('CourseBofuPage (issue 4 item 9)', () => {
  it('makes the case: offer and saving, outcomes, the course in brief, testimonials and FAQ', async () => {
    stubBofu(bofu());
    renderPage(<CourseBofuPage />, '/course-bofu/12', PATH);
    await screen.findByRole('heading', { level: 1, name: 'SQL for Data Analysts' });
    expect(document.title).toBe('SQL for Data Analysts · Dokkho');

    const offer = within(screen.getByRole('region', { name: 'Your offer' }));
    offer.getByText('৳3,500');
    offer.getByText('Save ৳1,500 (30% off) today');
    expect(offer.getByRole('link', { name: 'Enrol now' }).getAttribute('href')).toBe('/payment/12');

    screen.getByText('Write joins without fear');
    // Two paragraphs of the description at most: a landing page, not the course page.
    expect(screen.queryByText('A third paragraph.')).toBeNull();
    const inside = within(screen.getByRole('region', { name: 'Inside the course' }));
    inside.getByText('14 lessons');
    inside.getByText('6h of video and reading');
    expect(within(inside.getByRole('list', { name: 'Modules' })).getAllByRole('listitem')).toHaveLength(2);
    screen.getByText('Got my first analyst job after this.');
    const faq = within(screen.getByRole('region', { name: 'Questions, answered' }));
    fireEvent.click(faq.getByRole('button', { name: 'Do I need a laptop?' }));
    expect(faq.getByText(/practice needs a PC/).closest('[hidden]')).toBeNull();

    // Every call to action leads to the same place: hero, closing section and the phone's fixed bar.
    const ctas = screen.getAllByRole('link', { name: 'Enrol now' });
    expect(ctas).toHaveLength(3);
    expect(new Set(ctas.map((link) => link.getAttribute('href')))).toEqual(new Set(['/payment/12']));
    // No distractions: nothing links to other courses.
    expect(
      screen.queryAllByRole('link').filter((link) => link.getAttribute('href') !== '/payment/12'),
    ).toEqual([]);
  });

  it('sends a learner who already has the course to it', async () => {
    signIn();
    stubBofu(bofu(), true);
    renderPage(<CourseBofuPage />, '/course-bofu/12', PATH);
    const offer = within(await screen.findByRole('region', { name: 'Your offer' }));
    expect((await offer.findByRole('link', { name: 'Go to your course' })).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
    offer.getByText('You are enrolled in this course');
    expect(offer.queryByText('৳3,500')).toBeNull();
  });

  it('records which call to action a signed-in visitor pressed', async () => {
    signIn();
    const calls = stubBofu(
      bofu({ offer: null, course: listItem({ id: 12, is_free: false, price: 500000 }) }),
    );
    renderPage(<CourseBofuPage />, '/course-bofu/12', PATH);
    const offer = within(await screen.findByRole('region', { name: 'Your offer' }));
    expect(offer.queryByText(/off\) today/)).toBeNull();
    fireEvent.click(offer.getByRole('link', { name: 'Enrol now' }));
    const events = () =>
      calls
        .filter((call) => call.path === '/api/generics/create-analytics-track/')
        .map((call) => call.body as { event: string; payload: Record<string, unknown> });
    await waitFor(() => expect(events().map((event) => event.event)).toEqual(['course_view', 'enrol_click']));
    expect(events()[1]?.payload).toEqual({ course_id: 12, source: 'bofu', place: 'hero' });
  });

  it('says when the offer is gone', async () => {
    stubBofu(json({ detail: 'Course not found.' }, 404));
    renderPage(<CourseBofuPage />, '/course-bofu/12', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This offer has ended or the course is no longer available',
    });
  });
});
