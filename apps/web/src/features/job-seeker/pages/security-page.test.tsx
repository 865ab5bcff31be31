import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { HIRING_MESSAGES } from '@dokkho/contract/hiring';
import { clearSession } from '../../../shared/auth/token-store';
import { CONFIRM_MISMATCH } from '../components/change-password-form';
import { json, renderPage, signIn, stubApi } from '../test-utils';
import { SecurityPage } from './security-page';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Current password'), { target: { value: current } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: next } });
  fireEvent.change(screen.getByLabelText('Confirm new password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('SecurityPage (/js-dashboard/update-profile/security)', () => {
  it('checks the new password twice, shows the server’s field message, then confirms the change', async () => {
    signIn();
    let wrong = true;
    const calls = stubApi(({ method, path }) => {
      if (method !== 'POST' || path !== '/api/user/auth/change-password/') return undefined;
      return wrong
        ? json({ current_password: [HIRING_MESSAGES.wrongPassword] }, 400)
        : json({ detail: 'Your password has been changed. Other devices have been signed out.' });
    });
    renderPage(<SecurityPage />, '/js-dashboard/update-profile/security');

    fill('old-pass-1', 'new-pass-2', 'new-pass-3');
    await screen.findByText(CONFIRM_MISMATCH);
    fill('same-pass-1', 'same-pass-1', 'same-pass-1');
    await screen.findByText(HIRING_MESSAGES.samePassword);
    expect(calls).toHaveLength(0);

    fill('old-pass-1', 'new-pass-2', 'new-pass-2');
    await screen.findByText(HIRING_MESSAGES.wrongPassword);
    expect(calls[0]!.body).toEqual({ current_password: 'old-pass-1', new_password: 'new-pass-2' });

    wrong = false;
    fill('demo-pass-123', 'new-pass-2', 'new-pass-2');
    await screen.findByText(/Other devices have been signed out/);
    await waitFor(() =>
      expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''),
    );
  });

  it('sends a new password with Bangla digits and shows the server’s common-password message', async () => {
    signIn();
    const common = 'This password is too common. Choose one that is harder to guess.';
    const calls = stubApi(({ method, path }) =>
      method === 'POST' && path === '/api/user/auth/change-password/'
        ? json({ new_password: [common] }, 400)
        : undefined,
    );
    renderPage(<SecurityPage />, '/js-dashboard/update-profile/security');
    fill('demo-pass-123', 'ঢাকা২০২৬abcd', 'ঢাকা২০২৬abcd');
    await screen.findByText(common);
    expect(calls[0]!.body).toEqual({ current_password: 'demo-pass-123', new_password: 'ঢাকা২০২৬abcd' });
  });
});
