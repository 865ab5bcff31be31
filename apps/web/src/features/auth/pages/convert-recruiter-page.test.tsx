import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@dokkho/contract/auth';
import { clearSession, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { ConvertRecruiterPage } from './convert-recruiter-page';

function renderPage(user: AuthUser = DEMO_USER) {
  setSession('token', 7);
  return renderWithApp(<ConvertRecruiterPage />, '/convert-recruiter', { user });
}

describe('/convert-recruiter (issue 3 item 10)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('asks for the company, the job title and a size band', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderPage();
    const size = screen.getByLabelText('Company size') as HTMLSelectElement;
    expect([...size.options].map((o) => o.textContent)).toEqual([
      'Choose the number of employees',
      '1 to 10 people',
      '11 to 50 people',
      '51 to 200 people',
      '201 to 500 people',
      '501 to 1000 people',
      'More than 1,000 people',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Start hiring' }));
    await screen.findByText('Enter your company name');
    screen.getByText('Enter your job title');
    screen.getByText('Choose the size of your company');
  });

  it('creates the recruiter profile and opens the recruiter dashboard', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse(
          {
            profile: {
              company_name: 'Pathao',
              designation: 'Talent lead',
              company_website: null,
              company_size: '201-500',
              created_at: '2026-05-01T10:00:00.000Z',
            },
            roles: ['learner', 'recruiter'],
          },
          201,
        ),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { queryClient } = renderPage();
    fireEvent.input(screen.getByLabelText('Company name'), { target: { value: ' Pathao ' } });
    fireEvent.input(screen.getByLabelText('Your job title'), { target: { value: 'Talent lead' } });
    fireEvent.change(screen.getByLabelText('Company size'), { target: { value: '201-500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start hiring' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/hr-dashboard'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      company_name: 'Pathao',
      designation: 'Talent lead',
      company_size: '201-500',
    });
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.roles).toEqual(['learner', 'recruiter']);
  });

  it('tells a recruiter they already are one', () => {
    renderPage({ ...DEMO_USER, roles: ['learner', 'recruiter'] });
    screen.getByRole('heading', { level: 1, name: 'You are already a recruiter' });
    expect(screen.getByRole('link', { name: /Go to your recruiter dashboard/ }).getAttribute('href')).toBe(
      '/hr-dashboard',
    );
  });
});
