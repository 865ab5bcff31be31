import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { RESUME_MESSAGES, type ResumeUpdate } from '@dokkho/contract/resume';
import { clearSession } from '../../../shared/auth/token-store';
import { draftKey } from '../lib/builder-draft';
import { AUTOSAVE_DELAY_MS } from '../lib/use-resume-autosave';
import {
  json,
  renderPage,
  resume,
  resumeDocument,
  signIn,
  stubApi,
  type Call,
} from '../lib/builder-test-utils';
import { ResumeStepPage } from './resume-step-page';

// H1's preview renders the real templates; here only what it was given matters.
vi.mock('../components/resume-preview', () => ({
  ResumePreview: (props: { document: { basics: { full_name: string } } }) => (
    <div data-testid="preview">{props.document.basics.full_name}</div>
  ),
}));

/** The routes' shape (routes.tsx has one route per step; the page reads the step from the path). */
const STEP_ROUTE = '/resume/:step/:resumeid';

beforeEach(() => localStorage.clear());

afterEach(() => {
  vi.useRealTimers();
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  localStorage.clear();
});

/**
 * Moves a fake clock past the autosave's pause, so "nothing was sent" is checked after the moment a save
 * would have gone out, without waiting a real second for it (the test turns fake timers on; they still
 * advance with real time, so Testing Library's polling goes on working).
 */
async function afterTheAutosaveDelay() {
  await act(() => vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 200));
}

const patches = (calls: Call[]) =>
  calls.filter((call) => call.method === 'PATCH').map((call) => call.body as ResumeUpdate);

/** The API for resume 5: GET answers the latest; PATCH saves (revision + 1), or answers `patchStatus`. */
function stubBuilder(options: { patchStatus?: number; latest?: ReturnType<typeof resume> } = {}) {
  let current = resume();
  const calls = stubApi(({ method, path, body }) => {
    if (path === '/api/resume/5/' && method === 'GET') return json(options.latest ?? current);
    if (path === '/api/resume/5/' && method === 'PATCH') {
      if (options.patchStatus === 409) return json({ detail: RESUME_MESSAGES.stale }, 409);
      if (options.patchStatus) return json({ detail: 'Server trouble.' }, options.patchStatus);
      const update = body as ResumeUpdate;
      current = resume({
        revision: current.revision + 1,
        document: { ...current.document, ...(update.document as object) } as typeof current.document,
      });
      return json(current);
    }
    if (path === '/api/resume/' && method === 'GET') return json([]);
    if (path === '/api/course/completed-courses/') return json([]);
    return undefined;
  });
  return calls;
}

// Real timers: the autosave's 800 ms pause is part of what is tested; CI's shared cores need the headroom.
describe('ResumeStepPage autosave', { timeout: 15_000 }, () => {
  it('saves the changed sections with base_revision once typing pauses', async () => {
    signIn();
    const calls = stubBuilder();
    renderPage(<ResumeStepPage />, '/resume/information/5', STEP_ROUTE);
    const name = await screen.findByLabelText('Full name');
    fireEvent.change(name, { target: { value: 'Rahim U.' } });
    fireEvent.change(name, { target: { value: 'Rahim Uddin Khan' } });
    // Live preview follows the typing at once.
    expect(screen.getAllByTestId('preview')[0]?.textContent).toBe('Rahim Uddin Khan');
    expect(patches(calls)).toHaveLength(0);
    await waitFor(() => expect(patches(calls)).toHaveLength(1), { timeout: 3000 });
    const body = patches(calls)[0]!;
    expect(body.base_revision).toBe(3);
    expect(Object.keys(body.document ?? {}).sort()).toEqual(['basics', 'links']);
    expect(body.document?.basics?.full_name).toBe('Rahim Uddin Khan');
    await screen.findByText('Saved');
    // Saved: nothing waits on the device any more.
    expect(localStorage.getItem(draftKey('7', 5))).toBeNull();

    // The next save builds on the revision the server answered.
    fireEvent.change(screen.getByLabelText(/^Location/), { target: { value: 'Uttara, Dhaka' } });
    await waitFor(() => expect(patches(calls)).toHaveLength(2), { timeout: 3000 });
    expect(patches(calls)[1]?.base_revision).toBe(4);
  });

  it('keeps typing on the device across a refresh and sends it on the next load', async () => {
    signIn();
    const calls = stubBuilder();
    const first = renderPage(<ResumeStepPage />, '/resume/summary/5', STEP_ROUTE);
    fireEvent.change(await screen.findByLabelText('Professional summary'), {
      target: { value: 'Analyst with two years of retail sales data and a love of clean spreadsheets.' },
    });
    const stored = JSON.parse(localStorage.getItem(draftKey('7', 5)) ?? 'null') as {
      base_revision: number;
      document: { summary: string };
    };
    expect(stored.base_revision).toBe(3);
    expect(stored.document.summary).toMatch(/^Analyst with two years/);
    // "Refresh" before the autosave fired.
    first.unmount();
    expect(patches(calls)).toHaveLength(0);

    renderPage(<ResumeStepPage />, '/resume/summary/5', STEP_ROUTE);
    const summary = (await screen.findByLabelText('Professional summary')) as HTMLTextAreaElement;
    expect(summary.value).toMatch(/^Analyst with two years/);
    await waitFor(() => expect(patches(calls)).toHaveLength(1), { timeout: 3000 });
    expect(patches(calls)[0]).toMatchObject({
      base_revision: 3,
      document: { summary: expect.stringMatching(/^Analyst/) },
    });
    await waitFor(() => expect(localStorage.getItem(draftKey('7', 5))).toBeNull());
  });

  it('does not send invalid input, shows the field error, and keeps it on the device', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const calls = stubBuilder();
    renderPage(<ResumeStepPage />, '/resume/information/5', STEP_ROUTE);
    const email = await screen.findByLabelText('Email');
    fireEvent.change(email, { target: { value: 'rahim@' } });
    fireEvent.blur(email);
    await screen.findByText('Enter an e-mail address like name@example.com');
    await screen.findByText(/Fix the marked fields/);
    await afterTheAutosaveDelay();
    expect(patches(calls).some((body) => body.document?.basics !== undefined)).toBe(false);
    const stored = JSON.parse(localStorage.getItem(draftKey('7', 5)) ?? 'null') as {
      document: { basics: { email: string } };
    };
    expect(stored.document.basics.email).toBe('rahim@');

    // After a refresh the draft comes back with its message, and still is not sent.
    cleanup();
    renderPage(<ResumeStepPage />, '/resume/information/5', STEP_ROUTE);
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('rahim@');
    await screen.findByText('Enter an e-mail address like name@example.com');
    await afterTheAutosaveDelay();
    expect(patches(calls).some((body) => body.document?.basics !== undefined)).toBe(false);
  });

  it('on a 409 says so, sends nothing more, and loads the latest when asked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const latest = resume({
      revision: 8,
      document: resumeDocument({ summary: 'Changed on the laptop: a summary written elsewhere.' }),
    });
    const calls = stubBuilder({ patchStatus: 409 });
    renderPage(<ResumeStepPage />, '/resume/summary/5', STEP_ROUTE);
    const summary = await screen.findByLabelText('Professional summary');
    fireEvent.change(summary, { target: { value: 'Typed on the phone, meanwhile, a different summary.' } });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    within(alert).getByText(RESUME_MESSAGES.stale);
    expect(patches(calls)).toHaveLength(1);

    // More typing is kept on the device, not sent over the newer copy.
    fireEvent.change(summary, { target: { value: 'Typed on the phone, meanwhile, a different summary!' } });
    await afterTheAutosaveDelay();
    expect(patches(calls)).toHaveLength(1);

    vi.unstubAllGlobals();
    stubBuilder({ latest });
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest' }));
    await waitFor(() =>
      expect((screen.getByLabelText('Professional summary') as HTMLTextAreaElement).value).toBe(
        'Changed on the laptop: a summary written elsewhere.',
      ),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(localStorage.getItem(draftKey('7', 5))).toBeNull();
  });

  it('asks before applying a draft made on an older copy, and keeps it when told to', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    localStorage.setItem(
      draftKey('7', 5),
      JSON.stringify({
        base_revision: 1,
        saved_at: '2026-11-25T10:00:00.000Z',
        document: { summary: 'Written offline on the phone two days ago, before the laptop edit.' },
      }),
    );
    const calls = stubBuilder();
    renderPage(<ResumeStepPage />, '/resume/summary/5', STEP_ROUTE);
    const alert = await screen.findByRole('alert');
    within(alert).getByText(/This device has changes you did not save/);
    // Nothing is applied or sent until the person chooses.
    expect(((await screen.findByLabelText('Professional summary')) as HTMLTextAreaElement).value).toBe('');
    await afterTheAutosaveDelay();
    expect(patches(calls)).toHaveLength(0);

    fireEvent.click(within(alert).getByRole('button', { name: 'Keep my changes' }));
    await waitFor(() => expect(patches(calls)).toHaveLength(1));
    expect(patches(calls)[0]).toEqual({
      base_revision: 3,
      document: { summary: 'Written offline on the phone two days ago, before the laptop edit.' },
    });
    expect((screen.getByLabelText('Professional summary') as HTMLTextAreaElement).value).toMatch(
      /^Written offline/,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is offline and sends the change when the browser is back online', async () => {
    signIn();
    let online = false;
    const calls = stubApi(({ method, path }) => {
      if (path === '/api/resume/5/' && method === 'GET') return json(resume());
      if (path === '/api/resume/5/' && method === 'PATCH') {
        if (!online) throw new TypeError('Failed to fetch');
        return json(resume({ revision: 4 }));
      }
      return undefined;
    });
    renderPage(<ResumeStepPage />, '/resume/summary/5', STEP_ROUTE);
    fireEvent.change(await screen.findByLabelText('Professional summary'), {
      target: { value: 'Written on the bus with no signal at all, but not lost.' },
    });
    await screen.findByText('Offline — changes kept on this device', {}, { timeout: 3000 });
    online = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await screen.findByText('Saved');
    expect(patches(calls)).toHaveLength(2);
  });
});

describe('ResumeStepPage navigation', { timeout: 15_000 }, () => {
  it('shows every step with its completion mark and saves before moving to another', async () => {
    signIn();
    const calls = stubBuilder();
    renderPage(<ResumeStepPage />, '/resume/information/5', STEP_ROUTE);
    const nav = await screen.findByRole('navigation', { name: 'Resume steps' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/resume/information/5',
      '/resume/experience/5',
      '/resume/projects/5',
      '/resume/skills/5',
      '/resume/education/5',
      '/resume/summary/5',
      '/resume/finalize/5',
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('step');
    expect(links[0]?.textContent).toContain('(done)');
    expect(links[1]?.textContent).toContain('(done)');
    expect(links[2]?.textContent).toContain('(optional, not started)');
    expect(links[3]?.textContent).toContain('(not done yet)');

    fireEvent.change(screen.getByLabelText(/^Headline/), { target: { value: 'Data analyst' } });
    fireEvent.click(within(nav).getByRole('link', { name: /Skills/ }));
    // Saved at once (no typing pause to wait for), then moved.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/resume/skills/5'));
    expect(patches(calls)[0]?.document?.basics?.headline).toBe('Data analyst');
  });

  it('adds, reorders and removes entries, and marks the step done as it fills', async () => {
    signIn();
    const calls = stubBuilder();
    renderPage(<ResumeStepPage />, '/resume/skills/5', STEP_ROUTE);
    const nav = await screen.findByRole('navigation', { name: 'Resume steps' });
    expect(within(nav).getByRole('link', { name: /Skills/ }).textContent).toContain('(not done yet)');
    fireEvent.click(screen.getByRole('button', { name: 'Add a skill' }));
    const names = screen.getAllByLabelText('Skill');
    fireEvent.change(names[2]!, { target: { value: 'Power BI' } });
    expect(within(nav).getByRole('link', { name: /Skills/ }).textContent).toContain('(done)');
    fireEvent.click(screen.getByRole('button', { name: 'Move Power BI up' }));
    expect((screen.getAllByLabelText('Skill') as HTMLInputElement[]).map((input) => input.value)).toEqual([
      'Excel',
      'Power BI',
      'SQL',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Excel' }));
    screen.getByText('Removed “Excel”.');
    await waitFor(() => expect(patches(calls)).toHaveLength(1), { timeout: 3000 });
    expect(patches(calls)[0]?.document?.skills?.map((skill) => skill.name)).toEqual(['Power BI', 'SQL']);
  });

  it('says "Resume not found" for a resume that is not mine, with the way back', async () => {
    signIn();
    stubApi(({ path }) =>
      path === '/api/resume/77/' ? json({ detail: RESUME_MESSAGES.notFound }, 404) : undefined,
    );
    renderPage(<ResumeStepPage />, '/js-dashboard/resume/experience/77', `/js-dashboard${STEP_ROUTE}`);
    await screen.findByRole('heading', { name: 'Resume not found' });
    expect(screen.getByRole('link', { name: 'Go to my resumes' }).getAttribute('href')).toBe(
      '/js-dashboard/resume',
    );
  });
});
