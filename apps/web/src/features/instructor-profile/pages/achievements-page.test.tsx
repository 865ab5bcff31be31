import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Achievement, InstructorOwnProfile } from '@dokkho/contract/instructors';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi, type Call } from '../../../test/harness';
import { AchievementsPage } from './achievements-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const PROFILE: InstructorOwnProfile = {
  id: 4,
  name: 'Tanvir Ahmed',
  picture: null,
  headline: 'Senior Data Analyst at bKash',
  headline_bn: null,
  bio: 'Tanvir has spent eight years turning data into decisions.',
  bio_bn: null,
  expertise: 'Data analytics',
  experience_years: 8,
  website_url: null,
  linkedin_url: null,
  facebook_url: null,
  youtube_url: null,
};

const AWARD: Achievement = { id: 11, title: 'National ICT Award', issuer: 'BASIS', year: 2023, url: null };
const SPEAKER: Achievement = {
  id: 12,
  title: 'Speaker, Bangladesh Data Summit',
  issuer: 'Dhaka',
  year: 2024,
  url: 'https://example.com/summit',
};

function stub(entries: Achievement[]): Call[] {
  let list = [...entries];
  return stubApi(({ method, path, body }) => {
    if (path === '/api/instructors/profile/') return json(PROFILE);
    if (path === '/api/instructors/achievements/' && method === 'GET') return json(list);
    if (path === '/api/instructors/achievements/' && method === 'POST') {
      const created = { id: 99, ...(body as Omit<Achievement, 'id'>) };
      list = [...list, created];
      return json(created, 201);
    }
    if (path === '/api/instructors/achievements/order/') {
      const ids = (body as { ids: number[] }).ids;
      list = ids.map((id) => list.find((entry) => entry.id === id)!);
      return json(list);
    }
    if (method === 'DELETE') {
      list = list.filter((entry) => path !== `/api/instructors/achievements/${entry.id}/`);
      return new Response(null, { status: 204 });
    }
    return undefined;
  });
}

describe('AchievementsPage (/ir-dashboard/update-profile/achievements)', () => {
  it('adds an achievement with the contract’s messages first, and sends the year as a number', async () => {
    signIn();
    const calls = stub([AWARD]);
    renderPage(<AchievementsPage />, '/ir-dashboard/update-profile/achievements');
    await screen.findByText('National ICT Award');
    screen.getByText('BASIS · 2023');

    fireEvent.click(screen.getByRole('button', { name: 'Add an achievement' }));
    const form = screen.getByRole('form', { name: 'New achievement' });
    fireEvent.change(within(form).getByLabelText(/^Year/), { target: { value: '1800' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await within(form).findByText('Use at least 2 characters for the achievement');
    within(form).getByText('Use a year from 1950 on');
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    fireEvent.change(within(form).getByLabelText('Achievement'), { target: { value: 'Kaggle Expert' } });
    fireEvent.change(within(form).getByLabelText(/^Year/), { target: { value: '2022' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        title: 'Kaggle Expert',
        issuer: '',
        year: 2022,
        url: null,
      }),
    );
    await screen.findByText('Kaggle Expert');
    expect(screen.queryByRole('form', { name: 'New achievement' })).toBeNull();
  });

  it('moves an entry with the buttons and removes one after asking', async () => {
    signIn();
    const calls = stub([AWARD, SPEAKER]);
    renderPage(<AchievementsPage />, '/ir-dashboard/update-profile/achievements');
    const list = await screen.findByRole('list', { name: 'Your achievements' });
    expect(
      (within(list).getByRole('button', { name: 'Move National ICT Award up' }) as HTMLButtonElement)
        .disabled,
    ).toBe(true);
    fireEvent.click(within(list).getByRole('button', { name: 'Move Speaker, Bangladesh Data Summit up' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ ids: [SPEAKER.id, AWARD.id] }),
    );
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]?.textContent).toContain(
        'Speaker, Bangladesh Data Summit',
      ),
    );

    fireEvent.click(within(list).getByRole('button', { name: 'Remove National ICT Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this achievement?' });
    within(dialog).getByText('“National ICT Award” will no longer show on your profile.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'DELETE')?.path).toBe('/api/instructors/achievements/11/'),
    );
    await waitFor(() => expect(screen.queryByText('National ICT Award')).toBeNull());
    // The way to the public profile, once the profile has loaded.
    expect(screen.getByRole('link', { name: 'View public profile' }).getAttribute('href')).toBe(
      '/instructors/4',
    );
  });
});
