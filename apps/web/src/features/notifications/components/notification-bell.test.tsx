import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem, NotificationList } from '@dokkho/contract/notifications';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { speakBangla, speakEnglish } from '../../../test/bangla';
import { messages as notificationsBangla } from '../locales/bn.po';
import { NotificationBell } from './notification-bell';

let calls: Call[];

const ITEMS: NotificationItem[] = [
  {
    id: 12,
    params: { kind: 'order_paid', item_title: 'SQL for Data Analysts', total: 150_000 },
    link: '/newDashboard/orders/tok-1',
    read: false,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
  },
  {
    id: 11,
    params: {
      kind: 'application_stage',
      job_title: 'Junior Data Analyst',
      company_name: 'Shohoz Tech',
      stage: 'interview',
    },
    link: '/js-dashboard/applied-jobs/job-details?id=31',
    read: false,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
  },
  {
    id: 10,
    params: { kind: 'certificate_issued', course_title: 'Excel Essentials', serial: 'DKH-DEM0-2026-0001' },
    link: '/newDashboard/certificates',
    read: true,
    created_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  },
  {
    id: 9,
    params: {
      kind: 'question_answered',
      course_title: 'Excel Essentials',
      question_title: 'Why does VLOOKUP return #N/A?',
      answerer_name: 'Tanvir Hasan',
      answered_by: 'instructor',
    },
    link: '/newDashboard/query-details/41',
    read: true,
    created_at: new Date(Date.now() - 4 * 86_400_000).toISOString(),
  },
  {
    id: 8,
    params: {
      kind: 'review_received',
      course_title: 'Excel Essentials',
      learner_name: 'Sadia Islam',
      rating: 4,
    },
    link: '/ir-dashboard/course-details/7',
    read: true,
    created_at: new Date(Date.now() - 5 * 86_400_000).toISOString(),
  },
];

beforeEach(() => {
  signIn();
  let unread = 2;
  calls = stubApi((call) => {
    if (call.path === '/api/notifications/unread-count/') return json({ unread });
    if (call.path === '/api/notifications/') {
      const list: NotificationList = { results: ITEMS, next_cursor: null, unread };
      return json(list);
    }
    if (call.path === '/api/notifications/read-all/') {
      unread = 0;
      return json({ unread: 0 });
    }
    if (call.path.startsWith('/api/notifications/') && call.path.endsWith('/read/')) {
      unread -= 1;
      return json({ ...ITEMS[0], read: true });
    }
    return undefined;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  speakEnglish();
});

describe('NotificationBell', () => {
  it('shows the unread count, words each kind, and marks all read', async () => {
    renderPage(<NotificationBell />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const receipt = await within(panel).findByRole('link', {
      name: /^Payment of ৳1,500 confirmed for\s*SQL for Data Analysts\s*\.\s*Your receipt is ready\.\s*\(unread\)/,
    });
    expect(receipt.getAttribute('href')).toBe('/newDashboard/orders/tok-1');
    expect(within(panel).getByText('5 minutes ago')).toBeTruthy();
    expect(
      within(panel).getByRole('link', {
        name: /^Junior Data Analyst\s*at Shohoz Tech: Invited to interview\./,
      }),
    ).toBeTruthy();
    expect(
      within(panel).getByRole('link', {
        name: /^Your certificate for\s*Excel Essentials\s*is ready\.\s*3 days ago$/,
      }),
    ).toBeTruthy();
    const answer = within(panel).getByRole('link', {
      name: /^Tanvir Hasan answered your question\s*Why does VLOOKUP return #N\/A\?\s*on Excel Essentials\./,
    });
    expect(answer.getAttribute('href')).toBe('/newDashboard/query-details/41');
    expect(
      within(panel).getByRole('link', { name: /^Sadia Islam rated\s*Excel Essentials\s*4 out of 5\./ }),
    ).toBeTruthy();

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeTruthy();
    expect(within(panel).queryByText('(unread)')).toBeNull();
    expect(calls.some((call) => call.path === '/api/notifications/read-all/' && call.method === 'POST')).toBe(
      true,
    );
  });

  it('marks one read when it is opened and follows its link', async () => {
    const { router } = renderPage(<NotificationBell />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications 2 unread' }));
    fireEvent.click(await screen.findByRole('link', { name: /Payment of ৳1,500/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/newDashboard/orders/tok-1'));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/notifications/12/read/')).toBe(true));
  });

  it('says it in Bangla, with Bengali digits', async () => {
    speakBangla(notificationsBangla);
    renderPage(<NotificationBell />, '/');
    fireEvent.click(await screen.findByRole('button', { name: 'নোটিফিকেশন ২ পড়া হয়নি' }));
    expect(
      await screen.findByRole('link', {
        name: /^SQL for Data Analysts\s*-এর জন্য ৳১,৫০০ পেমেন্ট নিশ্চিত হয়েছে।/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: /^Shohoz Tech-এ\s*Junior Data Analyst\s*: ইন্টারভিউয়ের ডাক।/ }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: /^Tanvir Hasan Excel Essentials কোর্সে আপনার প্রশ্ন\s*Why does VLOOKUP return #N\/A\?\s*-এর উত্তর দিয়েছেন।/,
      }),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', {
        name: /^Sadia Islam\s*Excel Essentials\s*কোর্সকে ৫-এর মধ্যে ৪ রেটিং দিয়েছেন।/,
      }),
    ).toBeTruthy();
  });
});
