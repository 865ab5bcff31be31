import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { courseDetail, json, listItem, renderPage, stubApi } from '../test-utils';
import { CourseDetailsPage, parseCourseId } from './course-details-page';

const PATH = '/courseDetails/:coursesId';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

function stubCourse(detail = courseDetail()) {
  return stubApi(({ path }) => {
    if (path === '/api/course/course_detail/12/') return json(detail);
    if (path === '/api/course/courses/')
      return json({
        count: 2,
        next: null,
        previous: null,
        results: [listItem(), listItem({ id: 13, title: 'Power BI Dashboards', slug: 'power-bi' })],
      });
    return undefined;
  });
}

describe('CourseDetailsPage (issue 4 item 1)', () => {
  it('shows the course: hero, outcomes, curriculum, instructor, reviews and FAQ', async () => {
    stubCourse();
    renderPage(<CourseDetailsPage />, '/courseDetails/12', PATH);

    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
    expect(document.title).toBe('Excel Essentials for Office Jobs · Dokkho');
    screen.getByText('21,000 learners');
    screen.getByText('Updated November 2026');
    screen.getByText('Bangla');
    expect(screen.getByRole('link', { name: 'Data Analytics' }).getAttribute('href')).toBe(
      '/allcourses?genre=data-analytics',
    );
    screen.getByText('Use SUM, IF, VLOOKUP and XLOOKUP with confidence');

    // Curriculum: the first module is open, with kinds, lengths and the preview link.
    const curriculum = screen.getByRole('region', { name: 'Course content' });
    within(curriculum).getByText('3 modules · 4 lessons · 1h 58m total');
    const preview = within(curriculum).getByRole('link', { name: 'Welcome to Excel' });
    expect(preview.getAttribute('href')).toBe('/lessons/1001');
    within(curriculum).getByText('5:30');
    within(curriculum).getByText('Cheat sheet: shortcuts');
    // The live class shows its Dhaka time (14:00 UTC is 8 pm in Dhaka).
    const live = within(curriculum).getByRole('button', { name: /Live Q&A: your first report/ });
    expect(live.textContent).toContain('Sat 5 Dec 2026, 8:00 pm (Dhaka time)');
    expect(live.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(live);
    expect(live.getAttribute('aria-expanded')).toBe('true');
    within(curriculum).getByText(/joining link 15 minutes before/);
    // Closed modules keep their lessons out of sight until opened.
    expect(within(curriculum).getByText('Printing and PDF').closest('[hidden]')).toBeTruthy();
    fireEvent.click(within(curriculum).getByRole('button', { name: 'Expand all' }));
    expect(within(curriculum).getByText('Printing and PDF').closest('[hidden]')).toBeNull();

    screen.getByText('Senior Data Analyst at bKash', { selector: 'p' });
    const reviews = screen.getByRole('region', { name: 'Ratings and reviews' });
    within(reviews).getByText('Clear and practical');
    expect(
      within(within(reviews).getByRole('list', { name: 'How learners rated this course' })).getAllByRole(
        'listitem',
      )[0]?.textContent,
    ).toContain('50%');

    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const question = within(faq).getByRole('button', { name: 'Will I get a certificate?' });
    expect(within(faq).getByText('Yes, with a public verification page.').closest('[hidden]')).toBeTruthy();
    fireEvent.click(question);
    expect(within(faq).getByText('Yes, with a public verification page.').closest('[hidden]')).toBeNull();

    // Related courses from the same genre, without this one.
    const related = await screen.findByRole('region', { name: 'More Data Analytics courses' });
    within(related).getByRole('link', { name: 'Power BI Dashboards' });
    expect(within(related).queryByRole('link', { name: 'Excel Essentials for Office Jobs' })).toBeNull();
  });

  it('says the course does not exist for a 404, with a way to all courses', async () => {
    stubApi(() => json({ detail: 'Course not found.' }, 404));
    renderPage(<CourseDetailsPage />, '/courseDetails/12', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This course does not exist or is no longer available',
    });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
  });

  it('does not ask the API about an id that cannot be one', () => {
    const calls = stubApi(() => undefined);
    renderPage(<CourseDetailsPage />, '/courseDetails/abc', PATH);
    screen.getByRole('heading', { level: 1, name: 'This course does not exist or is no longer available' });
    expect(calls).toEqual([]);
  });

  it('shows a skeleton while loading, then an error with a retry that works', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path !== '/api/course/course_detail/12/')
        return json({ count: 0, next: null, previous: null, results: [] });
      return fail ? json({ detail: 'Bad gateway.' }, 502) : json(courseDetail());
    });
    renderPage(<CourseDetailsPage />, '/courseDetails/12', PATH);
    screen.getByText('Loading the course');
    await screen.findByRole('heading', { level: 1, name: 'We couldn’t load this course' });
    screen.getByText('Bad gateway.');
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('heading', { level: 1, name: 'Excel Essentials for Office Jobs' });
  });
});

describe('parseCourseId', () => {
  it.each([
    ['12', 12],
    ['0', null],
    ['-1', null],
    ['1e3', null],
    ['abc', null],
    ['1234567890', null],
    [undefined, null],
  ])('%s -> %s', (param, id) => {
    expect(parseCourseId(param)).toBe(id);
  });
});
