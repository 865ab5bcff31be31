import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BD_PHONE_MESSAGE } from '@dokkho/contract/phone';
import { CODE_FORMAT_MESSAGE } from '@dokkho/contract/phone-verification';
import { clearSession, setSession } from '../../../shared/auth/token-store';
import { DEMO_USER, jsonResponse, renderWithApp } from '../test-utils';
import { PhoneVerificationForm } from './phone-verification-form';

const PHONE = '+8801712345678';
const SENT = {
  detail: `We sent a 6-digit code to ${PHONE}.`,
  phone_number: PHONE,
  retry_after_seconds: 60,
  expires_in_seconds: 600,
};
const VERIFIED = { ...DEMO_USER, phone_number: PHONE };

type Call = { url: string; method: string; body: unknown };

/** A fetch that answers each call with the next reply in line, and records what was asked. */
function fetchReplies(...replies: Response[]) {
  const calls: Call[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    calls.push({
      url,
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const reply = replies.shift();
    return reply ? Promise.resolve(reply) : Promise.reject(new Error(`unexpected call to ${url}`));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function tick(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    act(() => {
      vi.advanceTimersByTime(1000);
    });
  }
}

function renderForm(initialPhoneNumber?: string) {
  const onVerified = vi.fn();
  renderWithApp(<PhoneVerificationForm initialPhoneNumber={initialPhoneNumber} onVerified={onVerified} />);
  return { onVerified };
}

const numberField = () => screen.getByLabelText('Mobile number') as HTMLInputElement;
const codeField = () => screen.getByLabelText('6-digit code') as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send code|Sending)/ });
const resendButton = () => screen.getByRole('button', { name: /^Resend code/ });

async function goToCodeStep(initial = PHONE) {
  const calls = fetchReplies(jsonResponse(SENT));
  const rendered = renderForm(initial);
  fireEvent.click(sendButton());
  await screen.findByLabelText('6-digit code');
  return { ...rendered, calls };
}

describe('PhoneVerificationForm', () => {
  beforeEach(() => setSession('token', DEMO_USER.id));
  afterEach(() => {
    clearSession();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('offers the given number, shows its +880 form, and the phone keyboard hints', () => {
    renderForm('01712 345678');
    expect(numberField().value).toBe('01712 345678');
    expect(numberField().getAttribute('inputmode')).toBe('tel');
    expect(numberField().getAttribute('autocomplete')).toBe('tel');
    expect(numberField().getAttribute('type')).toBe('tel');
    expect(screen.getByText(PHONE).closest('p')?.textContent).toBe(`We will text the code to ${PHONE}.`);

    fireEvent.change(numberField(), { target: { value: '০১৮১২৩৪৫৬৭৮' } });
    screen.getByText('+8801812345678');
    fireEvent.change(numberField(), { target: { value: '0171' } });
    screen.getByText('A Bangladeshi mobile number, like 01712345678.');
  });

  it('checks the number before calling the server', async () => {
    const calls = fetchReplies();
    renderForm();
    fireEvent.click(sendButton());
    await screen.findByText('Enter your mobile number');
    fireEvent.change(numberField(), { target: { value: '12345' } });
    fireEvent.click(sendButton());
    await screen.findByText(BD_PHONE_MESSAGE);
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
  });

  it('sends the code, then asks for it with a resend countdown from retry_after_seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = await goToCodeStep('01712-345678');
    expect(calls[0]).toEqual({
      url: '/api/user/auth/phone-verify/',
      method: 'POST',
      body: { phone_number: PHONE },
    });
    expect(screen.getByText(PHONE).closest('p')?.textContent).toBe(
      `Enter the 6-digit code we sent to ${PHONE}. It is valid for 10 minutes.`,
    );
    // The instructions say it; the code field points to them.
    expect(screen.getByRole('status').textContent).toBe('');
    expect(codeField().getAttribute('aria-describedby')).toBe(
      screen.getByText(PHONE).closest('p')?.getAttribute('id'),
    );
    expect(codeField().getAttribute('inputmode')).toBe('numeric');
    expect(codeField().getAttribute('autocomplete')).toBe('one-time-code');
    expect(codeField().getAttribute('pattern')).toBe('[0-9]*');
    await waitFor(() => expect(document.activeElement).toBe(codeField()));

    expect(resendButton().textContent).toBe('Resend code in 60 s');
    expect(resendButton().hasAttribute('disabled')).toBe(true);
    tick(59);
    expect(resendButton().textContent).toBe('Resend code in 1 s');
    tick(1);
    expect(resendButton().textContent).toBe('Resend code');
    expect(resendButton().hasAttribute('disabled')).toBe(false);
  });

  it("shows the server's field message under the number", async () => {
    fetchReplies(jsonResponse({ phone_number: ['This number belongs to another account'] }, 400));
    renderForm(PHONE);
    fireEvent.click(sendButton());
    await screen.findByText('This number belongs to another account');
    expect(numberField().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a 429 in red and holds the button for the Retry-After seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fetchReplies(
      new Response(JSON.stringify({ detail: 'Please wait 37 seconds before asking for a new code.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '37' },
      }),
    );
    renderForm(PHONE);
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Please wait 37 seconds before asking for a new code.',
    );
    expect(sendButton().textContent).toBe('Send code in 37 s');
    expect(sendButton().hasAttribute('disabled')).toBe(true);
    tick(37);
    expect(sendButton().textContent).toBe('Send code');
  });

  it('after a cooldown 429 offers to enter the code that was already sent', async () => {
    fetchReplies(
      new Response(JSON.stringify({ detail: 'Please wait 20 seconds before asking for a new code.' }), {
        status: 429,
        headers: { 'content-type': 'application/json', 'retry-after': '20' },
      }),
    );
    renderForm('01712345678');
    fireEvent.click(sendButton());
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the code I already have' }));
    expect(codeField()).toBeTruthy();
    expect(screen.getByText(PHONE).closest('p')?.textContent).toBe(
      `Enter the 6-digit code we sent to ${PHONE}.`,
    );
    expect(resendButton().textContent).toBe('Resend code in 20 s');
  });

  it('says a daily cap in words, without an hours-long countdown', async () => {
    fetchReplies(
      new Response(
        JSON.stringify({ detail: 'You have asked for too many codes today. Please try again in 22 hours.' }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': '79000' } },
      ),
    );
    renderForm(PHONE);
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toMatch(/22 hours/);
    expect(sendButton().textContent).toBe('Send code');
    expect(screen.queryByRole('button', { name: 'Enter the code I already have' })).toBeNull();
  });

  it('reports an SMS that could not be sent', async () => {
    fetchReplies(jsonResponse({ detail: 'We could not send the SMS. Please try again in a minute.' }, 502));
    renderForm(PHONE);
    fireEvent.click(sendButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'We could not send the SMS. Please try again in a minute.',
    );
    expect(screen.queryByLabelText('6-digit code')).toBeNull();
  });

  it('verifies the code and hands the updated user over', async () => {
    const { onVerified } = await goToCodeStep();
    const calls = fetchReplies(
      jsonResponse({ detail: 'Thank you! Your mobile number is verified.', user: VERIFIED }),
    );
    fireEvent.change(codeField(), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(VERIFIED));
    expect(calls).toEqual([{ url: '/api/user/auth/phone-verify/', method: 'PUT', body: { code: '123456' } }]);
    expect(screen.getByRole('status').textContent).toBe('Your number is verified.');
  });

  it('shows a wrong code under the field and an expired one in red', async () => {
    await goToCodeStep();
    fireEvent.change(codeField(), { target: { value: '12a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText(CODE_FORMAT_MESSAGE);

    fetchReplies(
      jsonResponse({ code: ['This code is not right. Check the SMS and try again (4 tries left).'] }, 400),
      jsonResponse({ detail: 'This code has expired. Ask for a new code.' }, 400),
    );
    fireEvent.change(codeField(), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('This code is not right. Check the SMS and try again (4 tries left).');
    expect(codeField().getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This code has expired. Ask for a new code.');
  });

  it('resends to the same number and restarts the countdown', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await goToCodeStep();
    tick(60);
    const calls = fetchReplies(jsonResponse({ ...SENT, retry_after_seconds: 45 }));
    fireEvent.change(codeField(), { target: { value: '999' } });
    fireEvent.click(resendButton());
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(`We sent a new code to ${PHONE}.`),
    );
    expect(calls[0]).toMatchObject({ method: 'POST', body: { phone_number: PHONE } });
    expect(resendButton().textContent).toBe('Resend code in 45 s');
    expect(codeField().value).toBe('');
  });

  it('goes back to change the number, keeping the one used', async () => {
    await goToCodeStep();
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(numberField().value).toBe(PHONE);
    await waitFor(() => expect(document.activeElement).toBe(numberField()));
    // The cooldown is the account's, not the number's: it still holds.
    expect(sendButton().textContent).toMatch(/^Send code in \d+ s$/);
  });
});
