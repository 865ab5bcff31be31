import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WheelSession } from '@dokkho/contract/offers';
import { closeLoginDialog, isLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { clearSession } from '../../../shared/auth/token-store';
import { campaign, json, renderPage, signIn, stubApi, wheelSpin } from '../test-utils';
import { WheelPage } from './wheel-page';

afterEach(() => {
  // Unmount first: signing out under a mounted page would make it ask for the signed-out session.
  cleanup();
  clearSession();
  act(() => closeLoginDialog());
  vi.unstubAllGlobals();
});

/** The visitor's motion preference, as the browser reports it. */
function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

function stubWheel(session: WheelSession, spinAnswer?: () => Response) {
  return stubApi(({ method, path }) => {
    if (path === '/api/payment/wheeler-session/') return json(session);
    if (method === 'POST' && path === '/api/payment/wheeler-campaign/' && spinAnswer) return spinAnswer();
    return undefined;
  });
}

const wheel = () => screen.getByRole('img', { name: /^Prize wheel with 4 segments/ });
const turning = () => wheel().closest('svg')!.parentElement!;

describe('WheelPage', () => {
  it('shows an honest empty state when no campaign runs', async () => {
    stubWheel({ campaign: null, spin: null });
    renderPage(<WheelPage />, '/wheel');
    await screen.findByRole('heading', { name: 'No wheel campaign right now' });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
  });

  it('asks a signed-out visitor to sign in before spinning', async () => {
    const calls = stubWheel({ campaign: campaign(), spin: null });
    renderPage(<WheelPage />, '/wheel');
    await screen.findByRole('heading', { level: 1, name: 'Spin the wheel' });
    expect(wheel().getAttribute('aria-label')).toBe(
      'Prize wheel with 4 segments: 5% off, ৳200 off, Better luck next time, 10% off',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to spin' }));
    expect(isLoginDialogOpen()).toBe(true);
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    // Signed out, the session is asked without a token.
    expect(calls[0]?.path).toBe('/api/payment/wheeler-session/');
  });

  it('spins on the server and, without animation for reduced motion, shows the prize and its deadline', async () => {
    prefersReducedMotion(true);
    signIn();
    const calls = stubWheel({ campaign: campaign(), spin: null }, () => json(wheelSpin(), 201));
    renderPage(<WheelPage />, '/wheel');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    await screen.findByRole('heading', { name: 'You won 10% off!' });
    expect(screen.getByText(/Use it at checkout before/).textContent).toMatch(/28 Nov, 4:05\s?pm/i);
    expect(screen.getByRole('link', { name: 'Choose a course' }).getAttribute('href')).toBe('/allcourses');
    expect(screen.queryByRole('button', { name: 'Spin the wheel' })).toBeNull();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // The wheel rests on the drawn segment (position 3 of 4: its middle at 315°) without a transition.
    expect(turning().style.transition).toBe('none');
    const degrees = Number(/rotate\(([\d.]+)deg\)/.exec(turning().style.transform)?.[1]);
    expect(degrees % 360).toBeCloseTo(45, 6);
  });

  it('animates to the drawn segment and shows the prize only when the wheel stops', async () => {
    prefersReducedMotion(false);
    signIn();
    stubWheel({ campaign: campaign(), spin: null }, () =>
      json(wheelSpin({ prize: { label: '৳200 off', kind: 'fixed', amount: 20000 }, position: 1 }), 201),
    );
    renderPage(<WheelPage />, '/wheel');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    await waitFor(() => expect(turning().style.transition).toContain('transform'));
    const button = screen.getByRole('button', { name: 'Spinning…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByRole('heading', { name: /You won/ })).toBeNull();
    const degrees = Number(/rotate\(([\d.]+)deg\)/.exec(turning().style.transform)?.[1]);
    expect(degrees).toBeGreaterThanOrEqual(5 * 360);
    expect(degrees % 360).toBeCloseTo(225, 6);

    fireEvent.transitionEnd(turning());
    await screen.findByRole('heading', { name: 'You won ৳200 off!' });
  });

  it('shows a returning visitor their prize instead of the button', async () => {
    signIn();
    stubWheel({ campaign: campaign(), spin: wheelSpin() });
    renderPage(<WheelPage />, '/wheel');
    await screen.findByRole('heading', { name: 'You won 10% off!' });
    expect(screen.queryByRole('button', { name: /Spin/ })).toBeNull();
  });

  it('says when the prize was used or has expired, and consoles a "none" prize', async () => {
    signIn();
    stubWheel({ campaign: campaign(), spin: wheelSpin({ used: true }) });
    const used = renderPage(<WheelPage />, '/wheel');
    await screen.findByText('You have used this discount on a purchase. Enjoy the course!');
    used.unmount();

    stubWheel({ campaign: campaign(), spin: wheelSpin({ expires_at: '2020-01-01T00:00:00.000Z' }) });
    const expired = renderPage(<WheelPage />, '/wheel');
    await screen.findByText(/This discount expired on 1 Jan, 6:00\s?am\./i);
    expect(screen.queryByRole('link', { name: 'Choose a course' })).toBeNull();
    expired.unmount();

    stubWheel({
      campaign: campaign(),
      spin: wheelSpin({ prize: { label: 'Better luck next time', kind: 'none', amount: 0 }, position: 2 }),
    });
    renderPage(<WheelPage />, '/wheel');
    await screen.findByRole('heading', { name: 'Better luck next time' });
  });

  it('shows the server’s refusal of a second spin, then the spin it already has', async () => {
    prefersReducedMotion(true);
    signIn();
    let spun = false;
    stubApi(({ method, path }) => {
      if (path === '/api/payment/wheeler-session/') {
        return json({ campaign: campaign(), spin: spun ? wheelSpin() : null });
      }
      if (method === 'POST' && path === '/api/payment/wheeler-campaign/') {
        spun = true;
        return json({ detail: 'You have already spun the wheel in this campaign.' }, 409);
      }
      return undefined;
    });
    renderPage(<WheelPage />, '/wheel');
    fireEvent.click(await screen.findByRole('button', { name: 'Spin the wheel' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have already spun the wheel in this campaign.',
    );
    await screen.findByRole('heading', { name: 'You won 10% off!' });
  });
});
