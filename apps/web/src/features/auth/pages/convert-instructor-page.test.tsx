import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@dokkho/contract/auth';
import { EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE } from '@dokkho/contract/roles';
import { clearSession, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { ConvertInstructorPage } from './convert-instructor-page';

const CREATED = {
  profile: {
    headline: 'Senior data analyst',
    bio: 'x'.repeat(40),
    expertise: 'Data analytics',
    experience_years: 6,
    website_url: 'https://linkedin.com/in/nusrat',
    created_at: '2026-05-01T10:00:00.000Z',
  },
  roles: ['learner', 'instructor'],
};

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.input(screen.getByLabelText(label), { target: { value } });
  }
}

const VALID = {
  Headline: 'Senior data analyst',
  'What you teach': 'Data analytics',
  'Years of experience': '6',
  'About you': 'Six years of data work at a bank, and I have taught Excel to 200 colleagues.',
  'Website or LinkedIn (optional)': 'linkedin.com/in/nusrat',
};

/** `user`: the cached profile; null: not loaded yet. */
function renderPage(user: AuthUser | null = DEMO_USER) {
  setSession('token', 7);
  return renderWithApp(<ConvertInstructorPage />, '/convert-instructor', user ? { user } : {});
}

describe('/convert-instructor (issue 3 item 10)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('labels every field and shows the shared schema messages when sent empty', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    screen.getByRole('heading', { level: 1, name: 'Become an instructor' });
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    await screen.findByText('Enter a headline');
    screen.getByText('Enter what you teach');
    screen.getByText('Enter your years of experience');
    screen.getByText('Enter a short bio');
    expect(fetchMock).not.toHaveBeenCalled();
    // The message is read with its field.
    const headline = screen.getByLabelText('Headline');
    expect(headline.getAttribute('aria-invalid')).toBe('true');
    expect(headline.getAttribute('aria-describedby')).toContain(screen.getByText('Enter a headline').id);
  });

  it('refuses a web address that is not http(s) before sending', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    fill({ ...VALID, 'Website or LinkedIn (optional)': 'javascript:alert(1)' });
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    await screen.findByText(
      'Enter a web address that starts with http:// or https://, like https://example.com',
    );
  });

  it('sends the normalised application, updates the cached roles and opens the instructor dashboard', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse(CREATED, 201)),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/ir-dashboard'));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/api/v2/instructor/');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      headline: 'Senior data analyst',
      expertise: 'Data analytics',
      experience_years: 6,
      bio: VALID['About you'],
      website_url: 'https://linkedin.com/in/nusrat',
    });
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.roles).toEqual(['learner', 'instructor']);
  });

  it('shows progress while sending', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    const button = await screen.findByRole('button', { name: 'Creating your instructor profile…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('puts server field errors under their fields and other messages in the alert', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ bio: ['Use at least 30 characters'] }, 400))),
    );
    renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    const message = await screen.findByText('Use at least 30 characters');
    expect(screen.getByLabelText('About you').getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says so when the server refuses (already an instructor, unconfirmed e-mail)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(jsonResponse({ detail: EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE }, 403))),
    );
    renderPage();
    fill(VALID);
    fireEvent.click(screen.getByRole('button', { name: 'Start teaching' }));
    expect((await screen.findByRole('alert')).textContent).toBe(EMAIL_UNCONFIRMED_FOR_ROLE_MESSAGE);
    expect(screen.getByTestId('where').textContent).toBe('/convert-instructor');
  });

  it('tells an instructor they already are one, with the way to their dashboard', () => {
    renderPage({ ...DEMO_USER, roles: ['learner', 'instructor'] });
    screen.getByRole('heading', { level: 1, name: 'You are already an instructor' });
    expect(screen.getByRole('link', { name: /Go to your instructor dashboard/ }).getAttribute('href')).toBe(
      '/ir-dashboard',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('explains that the e-mail must be confirmed first and links to /email-verification', () => {
    renderPage({ ...DEMO_USER, email_confirmed: false });
    screen.getByRole('heading', { level: 1, name: 'Confirm your e-mail first' });
    screen.getByText(DEMO_USER.email);
    expect(screen.getByRole('link', { name: /Verify my e-mail/ }).getAttribute('href')).toBe(
      '/email-verification',
    );
    expect(screen.queryByRole('button', { name: 'Start teaching' })).toBeNull();
  });

  it('shows a skeleton while the profile loads', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
    renderPage(null);
    expect(screen.getByRole('status').textContent).toBe('Loading your account');
  });
});
