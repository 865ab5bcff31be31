import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventCard, json, renderPage, stubApi } from '../test-utils';
import { FreeClassesPage } from './free-classes-page';

afterEach(() => vi.unstubAllGlobals());

const TOPICS = [
  { id: 4, slug: 'web-development', name: 'Web Development' },
  { id: 7, slug: 'digital-marketing', name: 'Digital Marketing' },
];
const page = (results: ReturnType<typeof eventCard>[]) => ({
  count: results.length,
  next: null,
  previous: null,
  results,
  topics: TOPICS,
});
const freeClass = eventCard({ id: 12, kind: 'free_class', title: 'HTML in one evening', seats_left: 2 });

describe('FreeClassesPage (/free-classes)', () => {
  it('lists the upcoming free classes under the masterclasses, filters by topic and switches to recorded', async () => {
    const calls = stubApi(({ path, search }) => {
      if (path === '/api/course/master-class/')
        return json({ count: 1, next: null, previous: null, results: [eventCard()] });
      if (path === '/api/course/free-classes/' && search.includes('when=past'))
        return json(
          page([
            eventCard({
              id: 13,
              kind: 'free_class',
              title: 'CSS grid, recorded',
              has_recording: true,
              state: 'ended',
            }),
          ]),
        );
      if (path === '/api/course/free-classes/' && search.includes('topic=digital-marketing'))
        return json(page([]));
      if (path === '/api/course/free-classes/') return json(page([freeClass]));
      return undefined;
    });
    const { router } = renderPage(<FreeClassesPage />, '/free-classes', '/free-classes');
    const masterclasses = await screen.findByRole('region', { name: 'Masterclasses with industry experts' });
    await within(masterclasses).findByRole('link', { name: 'Landing your first frontend job in Dhaka' });
    const card = await screen.findByRole('link', { name: 'HTML in one evening' });
    expect(card.getAttribute('href')).toBe('/free-class/12');
    screen.getByText('2 seats left');

    fireEvent.click(screen.getByRole('link', { name: 'Digital Marketing' }));
    await screen.findByRole('heading', { name: 'No classes on this topic yet' });
    expect(router.state.location.search).toBe('?topic=digital-marketing');
    expect(calls.at(-1)?.search).toContain('topic=digital-marketing');

    fireEvent.click(screen.getByRole('link', { name: 'Recorded' }));
    await waitFor(() => expect(router.state.location.search).toBe('?when=past&topic=digital-marketing'));
    fireEvent.click(screen.getByRole('link', { name: 'All topics' }));
    await screen.findByRole('link', { name: 'CSS grid, recorded' });
    screen.getByText('Recording available');
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path === '/api/course/free-classes/' && fail) return json({ detail: 'Service unavailable.' }, 503);
      if (path === '/api/course/free-classes/') return json(page([freeClass]));
      return json({ count: 0, next: null, previous: null, results: [] });
    });
    renderPage(<FreeClassesPage />, '/free-classes', '/free-classes');
    await screen.findByRole('heading', { name: 'We couldn’t load the free classes' });
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('link', { name: 'HTML in one evening' });
  });
});
