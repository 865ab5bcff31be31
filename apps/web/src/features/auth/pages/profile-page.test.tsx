import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthUser } from '@dokkho/contract/auth';
import { PROFILE_PICTURE_MESSAGES } from '@dokkho/contract/profile';
import { clearSession, setSession } from '../../../shared/auth/token-store';
import { PROFILE_QUERY_KEY } from '../api/get-profile';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { ProfilePage } from './profile-page';

const VERIFIED: AuthUser = { ...DEMO_USER, phone_number: '+8801712345678' };

type Handler = (url: string, init?: RequestInit) => Response | Promise<Response>;

function stubFetch(handler: Handler) {
  const fetchMock = vi.fn((url: string, init?: RequestInit) => Promise.resolve(handler(url, init)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** `user`: the cached profile; null: the page asks for it. */
function renderPage(user: AuthUser | null = VERIFIED) {
  setSession('token', 7);
  return renderWithApp(<ProfilePage />, '/newDashboard/profile', user ? { user } : {});
}

const picture = (name = 'me.png', type = 'image/png', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

describe('/newDashboard/profile (issue 3 item 9)', () => {
  beforeEach(() => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  });

  afterEach(() => {
    clearSession();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the e-mail and phone read-only with their verified state, and where to change the number', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    within(contact).getByText(DEMO_USER.email);
    within(contact).getByText('+8801712345678');
    expect(within(contact).getAllByText('Verified')).toHaveLength(2);
    within(contact).getByRole('button', { name: 'Change number' });
    expect(within(contact).queryByRole('textbox')).toBeNull();
  });

  it('changes a verified number inline, through an SMS code, and shows the new one', async () => {
    const NEW = '+8801812345678';
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === 'POST') {
        return jsonResponse({
          detail: 'Code sent',
          phone_number: NEW,
          retry_after_seconds: 60,
          expires_in_seconds: 600,
        });
      }
      return jsonResponse({ detail: 'Your number is verified.', user: { ...VERIFIED, phone_number: NEW } });
    });
    const { queryClient } = renderPage();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    fireEvent.click(within(contact).getByRole('button', { name: 'Change number' }));
    fireEvent.input(within(contact).getByLabelText('Mobile number'), { target: { value: '01812345678' } });
    fireEvent.click(within(contact).getByRole('button', { name: /^Send code/ }));
    fireEvent.input(await within(contact).findByLabelText('6-digit code'), { target: { value: '123456' } });
    fireEvent.click(within(contact).getByRole('button', { name: 'Verify' }));

    await within(contact).findByText('Your new number is verified.');
    within(contact).getByText(NEW);
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.phone_number).toBe(NEW);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/user/auth/phone-verify/', 'POST'],
      ['/api/user/auth/phone-verify/', 'PUT'],
    ]);
  });

  it('keeps the current number when the change is abandoned', () => {
    renderPage();
    const contact = screen.getByRole('region', { name: 'Contact details' });
    fireEvent.click(within(contact).getByRole('button', { name: 'Change number' }));
    fireEvent.click(within(contact).getByRole('button', { name: 'Keep my current number' }));
    expect(within(contact).queryByLabelText('Mobile number')).toBeNull();
    within(contact).getByText('+8801712345678');
  });

  it('says when the phone or e-mail is not verified yet, with the way to do it', () => {
    renderPage({ ...DEMO_USER, phone_number: null, email_confirmed: false });
    const contact = screen.getByRole('region', { name: 'Contact details' });
    within(contact).getByText('No number yet');
    expect(within(contact).getAllByText('Not verified')).toHaveLength(2);
    within(contact).getByRole('link', { name: 'Add and verify a number' });
    expect(within(contact).getByRole('link', { name: 'Verify your e-mail' }).getAttribute('href')).toBe(
      '/email-verification',
    );
  });

  it('saves a new name, says so, and puts the answer in the profile cache (the drawer reads it)', async () => {
    const fetchMock = stubFetch((_url, init) =>
      jsonResponse({ ...VERIFIED, ...(JSON.parse(String(init?.body)) as object) }),
    );
    const { queryClient } = renderPage();
    const save = screen.getByRole('button', { name: 'Save changes' });
    expect(save.hasAttribute('disabled')).toBe(true);
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Sadia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Your name is saved.');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/user/auth/profile/');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('PATCH');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      first_name: 'Sadia',
      last_name: 'Jahan',
    });
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.first_name).toBe('Sadia');
  });

  it('checks names with the shared schema, and shows server messages under the field', async () => {
    stubFetch(() => jsonResponse({ last_name: ['Your last name can be at most 50 characters'] }, 400));
    renderPage();
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByText('Enter your first name');
    fireEvent.input(screen.getByLabelText('First name'), { target: { value: 'Sadia' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText('Your last name can be at most 50 characters');
    expect(screen.getByLabelText('Last name').getAttribute('aria-describedby')).toContain(message.id);
  });

  it('previews a chosen picture, uploads it as multipart, then shows the saved one', async () => {
    const fetchMock = stubFetch(() =>
      jsonResponse({ ...VERIFIED, profile_picture: '/media/avatars/abc.webp' }),
    );
    const { queryClient } = renderPage();
    const editor = screen.getByRole('region', { name: 'Profile picture' });
    const input = within(editor).getByLabelText('Add a picture') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('image/*');
    fireEvent.change(input, { target: { files: [picture()] } });
    expect(within(editor).getByRole('img', { name: 'Preview of your new picture' }).getAttribute('src')).toBe(
      'blob:preview-1',
    );
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(within(editor).getByRole('button', { name: 'Save picture' }));
    await within(editor).findByText('Your new picture is saved.');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/user/auth/profile/picture/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBeInstanceOf(FormData);
    expect(((init?.body as FormData).get('file') as File).name).toBe('me.png');
    // The browser sets the multipart boundary itself.
    expect(new Headers(init?.headers).get('Content-Type')).toBeNull();
    expect(queryClient.getQueryData<AuthUser>(PROFILE_QUERY_KEY)?.profile_picture).toBe(
      '/media/avatars/abc.webp',
    );
    expect(editor.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/abc.webp');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('refuses a file over 5 MB or of another type before sending it', () => {
    const fetchMock = stubFetch(() => jsonResponse(VERIFIED));
    renderPage();
    const input = screen.getByLabelText('Add a picture');
    fireEvent.change(input, { target: { files: [picture('big.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1)] } });
    expect(screen.getByRole('alert').textContent).toBe(PROFILE_PICTURE_MESSAGES.tooLarge);
    fireEvent.change(input, { target: { files: [picture('anim.gif', 'image/gif')] } });
    expect(screen.getByRole('alert').textContent).toBe(PROFILE_PICTURE_MESSAGES.type);
    expect(screen.queryByRole('button', { name: 'Save picture' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's refusal of a file and keeps the current picture", async () => {
    stubFetch(() => jsonResponse({ detail: PROFILE_PICTURE_MESSAGES.type }, 400));
    renderPage({ ...VERIFIED, profile_picture: '/media/avatars/old.webp' });
    fireEvent.change(screen.getByLabelText('Change picture'), { target: { files: [picture('x.png')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Save picture' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PROFILE_PICTURE_MESSAGES.type);
    // Still previewing: the user can try another file or cancel.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const editor = screen.getByRole('region', { name: 'Profile picture' });
    expect(editor.querySelector('img')?.getAttribute('src')).toBe('/media/avatars/old.webp');
  });

  it('removes the picture and goes back to the default one', async () => {
    const fetchMock = stubFetch(() => jsonResponse({ ...VERIFIED, profile_picture: null }));
    renderPage({ ...VERIFIED, profile_picture: '/media/avatars/old.webp' });
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await screen.findByText('Your picture was removed.');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('DELETE');
    const editor = screen.getByRole('region', { name: 'Profile picture' });
    expect(editor.querySelector('img')).toBeNull();
    within(editor).getByLabelText('Add a picture');
  });

  it('shows a skeleton while the profile loads, and a way to retry when it fails', async () => {
    let fail = false;
    const fetchMock = stubFetch(() =>
      fail ? jsonResponse({ detail: 'Not found.' }, 404) : new Promise<Response>(() => undefined),
    );
    const first = renderPage(null);
    expect(screen.getByRole('status').textContent).toBe('Loading your profile');
    first.unmount();

    fail = true;
    renderPage(null);
    await screen.findByRole('heading', { name: 'We could not load your profile' });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(fetchMock.mock.calls.length).toBeGreaterThanOrEqual(3));
  });
});
