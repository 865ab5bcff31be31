import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import type { AnnouncementItem } from '@dokkho/contract/announcements';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { CourseAnnouncementsPage } from './course-announcements-page';
import { UnsubscribePage } from './unsubscribe-page';

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

const TOKEN = `v1.12.34.${'a'.repeat(43)}`;

function item(overrides: Partial<AnnouncementItem> = {}): AnnouncementItem {
  return {
    id: 3,
    course: { id: 34, title: 'Spoken English for Interviews' },
    author: { name: 'Shirin Akter', avatar: null },
    title: 'Live Q&A on Friday',
    body: 'Join us on **Friday**.',
    created_at: '2026-11-20T04:00:00.000Z',
    edited_at: null,
    ...overrides,
  };
}

describe('CourseAnnouncementsPage (/newDashboard/course-announcement)', () => {
  it('shows the opened announcement on top and asks for one course when a chip is chosen', async () => {
    signIn();
    const calls = stubApi((call) => {
      if (call.path === '/api/course/announcements/3/') return json(item());
      if (call.path === '/api/course/announcements/')
        return json({
          results: [item(), item({ id: 2, title: 'Week 2 is open', course: { id: 35, title: 'Excel' } })],
          next_cursor: null,
          courses: [
            { id: 35, title: 'Excel', count: 1 },
            { id: 34, title: 'Spoken English for Interviews', count: 1 },
          ],
        });
      return undefined;
    });
    renderPage(<CourseAnnouncementsPage />, '/newDashboard/course-announcement?announcement=3');
    const opened = await screen.findByRole('region', { name: 'The announcement you opened' });
    expect(opened.textContent).toContain('Live Q&A on Friday');
    expect(opened.querySelector('strong')?.textContent).toBe('Friday');
    // The opened one is not listed twice.
    expect(await screen.findByRole('heading', { name: 'Week 2 is open' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Live Q&A on Friday' })).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /Excel/ }));
    await vi.waitFor(() =>
      expect(
        calls.some((call) => call.path === '/api/course/announcements/' && call.search.includes('course=35')),
      ).toBe(true),
    );
  });

  it('has a designed empty state', async () => {
    signIn();
    stubApi(() => json({ results: [], next_cursor: null, courses: [] }));
    renderPage(<CourseAnnouncementsPage />, '/newDashboard/course-announcement');
    expect(await screen.findByRole('heading', { name: 'No announcements yet' })).toBeTruthy();
  });
});

describe('UnsubscribePage (/unsubscribe)', () => {
  it('changes nothing on opening, unsubscribes with one POST and can undo', async () => {
    const calls = stubApi((call) => {
      if (call.path !== '/api/announcements/unsubscribe/') return undefined;
      if (call.method === 'GET') return json({ course_title: 'Excel', subscribed: true });
      return json({ course_title: 'Excel', subscribed: call.search.includes('subscribed=true') });
    });
    renderPage(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}`);
    expect(
      await screen.findByRole('heading', { name: 'Stop announcement e-mails from Excel?' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed from Excel announcement e-mails' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Undo: e-mail me again' }));
    expect(
      await screen.findByRole('heading', { name: 'Stop announcement e-mails from Excel?' }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.search)).toEqual([
      `?token=${encodeURIComponent(TOKEN)}&subscribed=false`,
      `?token=${encodeURIComponent(TOKEN)}&subscribed=true`,
    ]);
  });

  it('says a malformed link is not valid without asking the server', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<UnsubscribePage />, '/unsubscribe?token=nonsense');
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('says so when the server refuses a well-formed but tampered link (400)', async () => {
    const calls = stubApi(() => json({ detail: 'This unsubscribe link is not valid.' }, 400));
    renderPage(<UnsubscribePage />, `/unsubscribe?token=${TOKEN}`);
    expect(await screen.findByRole('heading', { name: 'This unsubscribe link is not valid' })).toBeTruthy();
    expect(calls.map((call) => call.method)).toEqual(['GET']);
  });
});
