import { fireEvent, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../test-utils';
import { LostPasswordPage } from './lost-password-page';

/**
 * Issue 16 item 5 on the web: a form on a Bangla page says the contract's validation message in Bangla
 * (shared/forms/zod-resolver), and its call asks the API for Bangla (shared/api/client).
 */
describe('/lost-password in Bangla', () => {
  // The interface language only: the page's own strings stay in the code's English without the catalog.
  beforeEach(() => i18n.loadAndActivate({ locale: 'bn', messages: {} }));
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    vi.unstubAllGlobals();
  });

  function askForLink(email: string) {
    fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
  }

  it("shows the contract's validation message in Bangla", async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink('not-an-email');
    await screen.findByText('একটি সঠিক ই-মেইল ঠিকানা লিখুন');
    expect(screen.queryByText('Enter a valid e-mail address')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the API to answer in Bangla', async () => {
    const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ email: ['একটি সঠিক ই-মেইল ঠিকানা লিখুন'] }, 400)),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink('nusrat@dokkho.test');
    await screen.findByText('একটি সঠিক ই-মেইল ঠিকানা লিখুন');
    expect(new Headers(fetchMock.mock.calls[0]![1]?.headers).get('Accept-Language')).toBe('bn');
  });
});
