import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, seekerProfile, signIn, stubApi } from '../test-utils';
import { SeekerProfilePage } from './profile-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

describe('SeekerProfilePage (/js-dashboard/update-profile)', () => {
  it('shows the profile, checks it with the contract, and saves taka as poisha', async () => {
    signIn();
    const calls = stubApi(({ method, path, body }) => {
      if (path !== '/api/jobs/seeker/profile/') return undefined;
      if (method === 'PUT') {
        const sent = body as {
          expected_salary: number;
          discoverable: boolean;
          district: string;
          division: string;
        };
        return json(seekerProfile({ ...sent, headline: 'Data analyst' }));
      }
      return json(seekerProfile());
    });
    renderPage(<SeekerProfilePage />, '/js-dashboard/update-profile');
    const headline = (await screen.findByLabelText('Headline')) as HTMLInputElement;
    expect(headline.value).toBe('Junior data analyst');
    expect(
      (screen.getByLabelText('Expected salary (taka a month)', { exact: false }) as HTMLInputElement).value,
    ).toBe('30000');
    // The completeness nudge links each missing item to its page.
    expect(screen.getByRole('link', { name: /Add a profile picture/ }).getAttribute('href')).toBe(
      '/newDashboard/profile',
    );

    fireEvent.change(screen.getByLabelText(/Expected salary/), { target: { value: 'lots' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    await screen.findByText('Expected salary must be a number');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(headline, { target: { value: 'Data analyst' } });
    fireEvent.change(screen.getByLabelText(/Expected salary/), { target: { value: '35,000' } });
    fireEvent.change(screen.getByLabelText('Division'), { target: { value: 'Chattogram' } });
    expect((screen.getByLabelText('District') as HTMLSelectElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('District'), { target: { value: 'Cumilla' } });
    const skills = screen.getByRole('textbox', { name: /^Skills/ });
    fireEvent.change(skills, { target: { value: 'Power BI' } });
    fireEvent.keyDown(skills, { key: 'Enter' });
    fireEvent.click(screen.getByRole('checkbox', { name: /Let recruiters find me/ }));
    screen.getByText(/Your e-mail and phone number stay hidden/);
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    await screen.findByText('Profile saved.');
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
        headline: 'Data analyst',
        about: '',
        division: 'Chattogram',
        district: 'Cumilla',
        skills: ['excel', 'sql', 'power bi'],
        expected_salary: 3_500_000,
        discoverable: true,
      }),
    );
  });

  it('shows the server’s field message under its field', async () => {
    signIn();
    stubApi(({ method, path }) => {
      if (path !== '/api/jobs/seeker/profile/') return undefined;
      if (method === 'PUT') return json({ district: ['Choose a district of the chosen division'] }, 400);
      return json(seekerProfile());
    });
    renderPage(<SeekerProfilePage />, '/js-dashboard/update-profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Save profile' }));
    await screen.findByText('Choose a district of the chosen division');
  });
});
