import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithApp } from '../test-utils';
import { LostPasswordPage } from './lost-password-page';

const SENT = 'If an account uses this e-mail, we have sent a link to reset the password. Check your inbox.';

function stubFetch(...responses: Response[]) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(responses.shift() ?? jsonResponse({ detail: 'unexpected call' }, 500)),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function askForLink(email = 'nusrat@dokkho.test') {
  fireEvent.input(screen.getByLabelText('E-mail'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/lost-password (issue 3 item 8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the e-mail before calling the server', async () => {
    const fetchMock = stubFetch();
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink('not-an-email');
    await screen.findByText('Enter a valid e-mail address');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's answer, a way back to log in, and a way to try again", async () => {
    const fetchMock = stubFetch(jsonResponse({ detail: SENT }));
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink();
    expect((await screen.findByRole('status')).textContent).toBe(SENT);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/reset-password/');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'nusrat@dokkho.test' });
    expect(new Headers(init?.headers).has('Authorization')).toBe(false);
    expect(screen.getByRole('link', { name: 'Back to log in' }).getAttribute('href')).toBe('/login');

    fireEvent.click(screen.getByRole('button', { name: "Didn't get it? Check spam, or try again" }));
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a server error in an alert and keeps the form', async () => {
    const limited = 'Too many requests. Try again in a few minutes.';
    stubFetch(jsonResponse({ detail: limited }, 429));
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink();
    expect((await screen.findByRole('alert')).textContent).toBe(limited);
    screen.getByRole('button', { name: 'Send reset link' });
  });

  it('puts a server e-mail error under the field', async () => {
    stubFetch(jsonResponse({ email: ['Enter a valid e-mail address'] }, 400));
    renderWithApp(<LostPasswordPage />, '/lost-password');
    askForLink();
    const message = await screen.findByText('Enter a valid e-mail address');
    expect(message.id).toBe(screen.getByLabelText('E-mail').getAttribute('aria-describedby'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
