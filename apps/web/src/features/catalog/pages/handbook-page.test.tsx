import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { HandbookDetails } from '@dokkho/contract/learning';
import { clearSession } from '../../../shared/auth/token-store';
import { startDownload } from '../lib/start-download';
import { json, listItem, renderPage, stubApi } from '../test-utils';
import { HandbookPage } from './handbook-page';

vi.mock('../lib/start-download', () => ({ startDownload: vi.fn() }));

const PATH = '/handbook/:id';
const DOWNLOAD_URL = 'http://localhost/api/course/handbook-file/5/9.abcdefghijklmnopqrstuvwxyz/';

afterEach(() => {
  clearSession();
  vi.mocked(startDownload).mockClear();
  vi.unstubAllGlobals();
});

function handbook(overrides: Partial<HandbookDetails> = {}): HandbookDetails {
  return {
    id: 5,
    slug: 'sql-interview-cheat-sheet',
    title: 'SQL Interview Cheat Sheet',
    summary: 'The SQL questions data teams in Dhaka ask most often.',
    highlights: ['Joins explained with one small table', 'Ten practice questions with answers'],
    cover_url: '',
    course: listItem({ id: 12, title: 'SQL for Data Analysts' }),
    downloads: 1204,
    ...overrides,
  };
}

function stubHandbook(download: (body: unknown) => Response, details = handbook()) {
  return stubApi(({ method, path, body }) => {
    if (path === '/api/course/handbook/5/') return json(details);
    if (method === 'POST' && path === '/api/course/handbook-download/5/') return download(body);
    return undefined;
  });
}

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

describe('HandbookPage (issue 4 item 9)', () => {
  it('shows the offer: title, summary, what is inside, downloads and the course', async () => {
    stubHandbook(() => json({}, 500));
    renderPage(<HandbookPage />, '/handbook/5', PATH);
    await screen.findByRole('heading', { level: 1, name: 'SQL Interview Cheat Sheet' });
    expect(document.title).toBe('SQL Interview Cheat Sheet · Dokkho');
    screen.getByText('The SQL questions data teams in Dhaka ask most often.');
    screen.getByText('Ten practice questions with answers');
    screen.getByText('1,204 downloads');
    const course = within(screen.getByRole('region', { name: 'From the course' }));
    expect(course.getByRole('link', { name: 'SQL for Data Analysts' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
  });

  it('checks the form with the contract’s rules before sending anything', async () => {
    const calls = stubHandbook(() => json({}, 500));
    renderPage(<HandbookPage />, '/handbook/5', PATH);
    await screen.findByRole('heading', { level: 1, name: 'SQL Interview Cheat Sheet' });

    fireEvent.click(screen.getByRole('button', { name: 'Download the free handbook' }));
    await screen.findByText('Enter your name');
    screen.getByText('Enter your mobile number or your e-mail, so we can send you updates');
    expect(field('Your name').getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(field('Your name'), { target: { value: 'Nusrat' } });
    fireEvent.change(field('Mobile number'), { target: { value: '12345' } });
    fireEvent.change(field('E-mail'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the free handbook' }));
    await screen.findByText('Enter a valid e-mail address');
    screen.getByText(/Bangladeshi mobile number/i);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the lead, starts the download and thanks the reader with a way to the course', async () => {
    const calls = stubHandbook(() =>
      json({ detail: 'Your handbook is ready. The download starts now.', download_url: DOWNLOAD_URL }, 201),
    );
    renderPage(<HandbookPage />, '/handbook/5', PATH);
    await screen.findByRole('heading', { level: 1, name: 'SQL Interview Cheat Sheet' });

    fireEvent.change(field('Your name'), { target: { value: '  Nusrat Jahan ' } });
    fireEvent.change(field('Mobile number'), { target: { value: '017-1234-5678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the free handbook' }));

    await screen.findByRole('heading', { name: 'Thank you! Your download has started' });
    // The schema's output goes to the server: trimmed, the number normalised, the empty e-mail left out.
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Nusrat Jahan',
      phone_number: '+8801712345678',
    });
    // In the interface's language.
    expect(startDownload).toHaveBeenCalledWith(`${DOWNLOAD_URL}?lang=en`);
    expect(screen.getByRole('link', { name: 'Download again' }).getAttribute('href')).toBe(
      `${DOWNLOAD_URL}?lang=en`,
    );
    const thanks = within(screen.getByRole('region', { name: 'Your download' }));
    thanks.getByText('SQL for Data Analysts');
    expect(thanks.getByRole('link', { name: 'See the course' }).getAttribute('href')).toBe(
      '/courseDetails/12',
    );
  });

  it('puts the server’s field messages under the fields and explains a rate limit', async () => {
    let answer = json({ email: ['This e-mail address cannot receive mail'] }, 400);
    stubHandbook(() => answer);
    renderPage(<HandbookPage />, '/handbook/5', PATH);
    await screen.findByRole('heading', { level: 1, name: 'SQL Interview Cheat Sheet' });
    fireEvent.change(field('Your name'), { target: { value: 'Nusrat' } });
    fireEvent.change(field('E-mail'), { target: { value: 'n@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Download the free handbook' }));
    await screen.findByText('This e-mail address cannot receive mail');
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');

    answer = new Response(
      JSON.stringify({ detail: 'Too many requests. Please wait 1 minute and try again.' }),
      {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '42' },
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download the free handbook' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many download requests from your connection. Please wait 1 minute and try again.',
    );
    expect(startDownload).not.toHaveBeenCalled();
  });

  it('says when the handbook does not exist', async () => {
    stubApi(() => json({ detail: 'Handbook not found.' }, 404));
    renderPage(<HandbookPage />, '/handbook/5', PATH);
    await screen.findByRole('heading', {
      level: 1,
      name: 'This handbook does not exist or is no longer offered',
    });
    expect(screen.getByRole('link', { name: 'Go to the Learning Center' }).getAttribute('href')).toBe(
      '/learning-center',
    );
    expect(screen.queryByRole('button', { name: 'Download the free handbook' })).toBeNull();
  });
});
