import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getAccessToken } from '../../../shared/auth/token-store';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { RegisterPage } from './register-page';

function fillValid() {
  const values: [string, string][] = [
    ['First name', 'Nusrat'],
    ['Last name', 'Jahan'],
    ['E-mail', 'nusrat@dokkho.test'],
    ['Username', 'nusrat'],
    ['Password', 'learn-more-42'],
    ['Mobile number (optional)', '01712 345678'],
  ];
  for (const [label, value] of values) {
    fireEvent.input(screen.getByLabelText(label, { selector: 'input' }), {
      target: { value },
    });
  }
}

describe('/register (issue 3 item 1)', () => {
  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
  });

  it('shows the shared schema messages under empty fields', async () => {
    renderWithApp(<RegisterPage />, '/register');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findByText('Enter your first name');
    screen.getByText('Enter a valid e-mail address');
    screen.getByText('Use at least 8 characters');
  });

  it('puts server field errors under their fields', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(jsonResponse({ email: ['An account with this e-mail already exists'] }, 400)),
      ),
    );
    renderWithApp(<RegisterPage />, '/register');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText('An account with this e-mail already exists');
    expect(message.id).toBe(screen.getByLabelText('E-mail').getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends a password with Bangla digits and shows the server’s common-password message under it', async () => {
    const common = 'This password is too common. Choose one that is harder to guess.';
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ password: [common] }, 400)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterPage />, '/register');
    fillValid();
    fireEvent.input(screen.getByLabelText('Password', { selector: 'input' }), {
      target: { value: 'ঢাকা২০২৬abcd' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const message = await screen.findByText(common);
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toMatchObject({ password: 'ঢাকা২০২৬abcd' });
    expect(
      screen.getByLabelText('Password', { selector: 'input' }).getAttribute('aria-describedby')?.split(' '),
    ).toContain(message.id);
  });

  it('signs the new user in with a normalised phone and goes to e-mail verification', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(
        jsonResponse({ user: DEMO_USER, access: 'new-access', refresh: 'r', new_user: true }, 201),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<RegisterPage />, '/register?ref=dialog');
    fillValid();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/email-verification'));
    expect(getAccessToken()).toBe('new-access');
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body)) as Record<string, string>;
    expect(body.phone_number).toBe('+8801712345678');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/auth/register/');
  });
});
