import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { CourseEditorCourse } from '@dokkho/contract/course-editor';
import { clearSession } from '../../../shared/auth/token-store';
import { json, renderPage, signIn, stubApi } from '../../../test/harness';
import { EditCoursePage } from './edit-course-page';

function course(overrides: Partial<CourseEditorCourse> = {}): CourseEditorCourse {
  return {
    id: 5,
    slug: 'excel-for-office-jobs-a1b2c3',
    status: 'draft',
    revision: 3,
    editable: true,
    thumbnail: '',
    details: {
      title: 'Excel for office jobs',
      subtitle: '',
      description: '',
      outcomes: [],
      genre_id: 1,
      level: 'beginner',
      language: 'bn',
      tags: [],
      title_bn: null,
      subtitle_bn: null,
      description_bn: null,
      outcomes_bn: null,
    },
    pricing: { price: 150_000, sale_price: null },
    version_of: null,
    faqs: [],
    modules: [],
    quizzes: [],
    genres: [{ id: 1, name: 'Office skills' }],
    updated_at: '2026-11-27T04:00:00.000Z',
    ...overrides,
  };
}

const URL = '/ir-dashboard/edit-courses/5';
/** What the status lines say (the autosave's line is one of them). */
const statuses = () => screen.queryAllByRole('status').map((element) => element.textContent ?? '');
const PATH = '/ir-dashboard/edit-courses/:id';
const DRAFT_KEY = 'dokkho:course-editor:7:5';

beforeEach(() => {
  signIn(7);
  window.localStorage.clear();
});

afterEach(() => {
  clearSession();
  vi.unstubAllGlobals();
});

describe('EditCoursePage autosave', () => {
  it('keeps typing on the device at once and sends it with the revision it was made on', async () => {
    let server = course();
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/instructor/courses/5/edit/') return json(server);
      if (method === 'PATCH' && path === '/api/instructor/courses/5/edit/') {
        const patch = body as { details: CourseEditorCourse['details'] };
        server = { ...server, revision: server.revision + 1, details: patch.details };
        return json(server);
      }
      return undefined;
    });
    renderPage(<EditCoursePage />, URL, PATH);
    const subtitle = await screen.findByRole('textbox', { name: 'Subtitle (optional)' });
    fireEvent.change(subtitle, { target: { value: 'Formulas for your first office job' } });
    // On the device before any call goes out.
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      base_revision: 3,
      pending: { sections: { details: { subtitle: 'Formulas for your first office job' } } },
    });
    await waitFor(() => expect(statuses()).toContain('Saved'), { timeout: 3000 });
    const patch = calls.find((call) => call.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      base_revision: 3,
      details: { subtitle: 'Formulas for your first office job' },
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('sends what a reload left on the device, and waits offline until the connection is back', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        base_revision: 3,
        saved_at: '2026-11-27T05:00:00.000Z',
        pending: { sections: { pricing: { price: 99_900, sale_price: null } }, lessons: {} },
      }),
    );
    let online = false;
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET') return json(course());
      if (method === 'PATCH' && path === '/api/instructor/courses/5/edit/') {
        if (!online) throw new TypeError('Failed to fetch');
        return json(
          course({ revision: 4, pricing: (body as { pricing: CourseEditorCourse['pricing'] }).pricing }),
        );
      }
      return undefined;
    });
    renderPage(<EditCoursePage />, `${URL}?step=pricing`, PATH);
    expect(await screen.findByRole('textbox', { name: 'Price (taka)' })).toHaveProperty('value', '999');
    await waitFor(() => expect(statuses()).toContain('Offline: kept on this device, will retry'), {
      timeout: 3000,
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).not.toBeNull();

    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(statuses()).toContain('Saved'), { timeout: 3000 });
    expect(calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toMatchObject({
      base_revision: 3,
      pricing: { price: 99_900, sale_price: null },
    });
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('queues curriculum changes made offline on the device, in order, and sends them one at a time when back', async () => {
    let online = false;
    let server = course({ modules: [{ id: 11, title: 'Basics', position: 1, lessons: [] }] });
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET') return json(server);
      if (!online) throw new TypeError('Failed to fetch');
      const revision = server.revision + 1;
      if (method === 'POST' && path === '/api/instructor/courses/5/modules/') {
        const title = (body as { title: string }).title;
        server = {
          ...server,
          revision,
          modules: [...server.modules, { id: 12, title, position: 2, lessons: [] }],
        };
        return json(server);
      }
      if (method === 'PATCH' && path === '/api/instructor/courses/5/modules/11/') {
        const title = (body as { title: string }).title;
        server = {
          ...server,
          revision,
          modules: server.modules.map((m) => (m.id === 11 ? { ...m, title } : m)),
        };
        return json(server);
      }
      return undefined;
    });
    renderPage(<EditCoursePage />, `${URL}?step=curriculum`, PATH);
    fireEvent.change(await screen.findByRole('textbox', { name: 'New module title' }), {
      target: { value: 'Formulas' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add module' }));
    await waitFor(() => expect(statuses().join(' ')).toContain('1 curriculum change waits to be sent'), {
      timeout: 3000,
    });
    const name = screen.getByRole('textbox', { name: 'Module 1' });
    fireEvent.change(name, { target: { value: 'First steps' } });
    fireEvent.blur(name);
    await waitFor(() => expect(statuses().join(' ')).toContain('2 curriculum changes wait to be sent'), {
      timeout: 3000,
    });
    // The second change did not replace the first: both wait on the device, in order.
    expect(JSON.parse(window.localStorage.getItem(DRAFT_KEY)!)).toMatchObject({
      base_revision: 3,
      pending: {
        ops: [
          { op: 'addModule', title: 'Formulas' },
          { op: 'renameModule', moduleId: 11, title: 'First steps' },
        ],
      },
    });
    expect(screen.getByRole('list', { name: 'Modules waiting to be sent' }).textContent).toContain(
      'Formulas',
    );

    const offlineCalls = calls.length;
    online = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(statuses()).toContain('Saved'), { timeout: 3000 });
    const sent = calls.slice(offlineCalls).filter((call) => call.method !== 'GET');
    expect(sent.map((call) => [call.method, call.body])).toEqual([
      ['POST', { base_revision: 3, title: 'Formulas' }],
      ['PATCH', { base_revision: 4, title: 'First steps' }],
    ]);
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Module 2' })).toHaveProperty('value', 'Formulas');
  });

  it('sends curriculum changes a reload left on the device, dropping one whose module is gone (404)', async () => {
    window.localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        base_revision: 3,
        saved_at: '2026-11-27T05:00:00.000Z',
        pending: {
          sections: {},
          lessons: {},
          quizzes: {},
          ops: [
            { op: 'deleteModule', moduleId: 40 },
            { op: 'addModule', title: 'Formulas' },
          ],
        },
      }),
    );
    let server = course();
    const calls = stubApi(({ method, path, body }) => {
      if (method === 'GET') return json(server);
      if (method === 'DELETE') return json({ detail: 'Module not found' }, 404);
      if (method === 'POST' && path === '/api/instructor/courses/5/modules/') {
        const title = (body as { title: string }).title;
        server = { ...server, revision: 4, modules: [{ id: 12, title, position: 2, lessons: [] }] };
        return json(server);
      }
      return undefined;
    });
    renderPage(<EditCoursePage />, `${URL}?step=curriculum`, PATH);
    await waitFor(() => expect(statuses()).toContain('Saved'), { timeout: 3000 });
    expect(calls.filter((call) => call.method !== 'GET').map((call) => call.method)).toEqual([
      'DELETE',
      'POST',
    ]);
    expect(screen.getByText(/1 curriculum change was dropped/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Module 1' })).toHaveProperty('value', 'Formulas');
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('never overwrites a course changed elsewhere: a 409 asks, and "Load the latest" drops this device’s copy', async () => {
    let latest = false;
    stubApi(({ method }) => {
      if (method === 'GET')
        return json(
          latest
            ? course({ revision: 9, details: { ...course().details, subtitle: 'From the other tab' } })
            : course(),
        );
      if (method === 'PATCH') {
        latest = true;
        return json(
          { detail: 'This course was changed in another tab or device. Load the latest to go on.' },
          409,
        );
      }
      return undefined;
    });
    renderPage(<EditCoursePage />, URL, PATH);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Subtitle (optional)' }), {
      target: { value: 'Mine' },
    });
    const alert = await screen.findByRole('alert', {}, { timeout: 3000 });
    expect(alert.textContent).toContain('This course was changed in another tab or device.');
    fireEvent.click(screen.getByRole('button', { name: 'Load the latest' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Subtitle (optional)' })).toHaveProperty(
        'value',
        'From the other tab',
      ),
    );
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('shows a course in review read-only, with why', async () => {
    stubApi(({ method }) =>
      method === 'GET' ? json(course({ status: 'in_review', editable: false })) : undefined,
    );
    renderPage(<EditCoursePage />, URL, PATH);
    expect(await screen.findByRole('heading', { name: 'This course cannot be edited now' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Subtitle (optional)' })).toBeNull();
  });
});
