// @vitest-environment jsdom
// The description is sanitised by DOMPurify, which needs a standards-complete DOM (see shared/lib/markdown.test.ts).
import { afterEach, describe, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { clearSession } from '../shared/auth/token-store';
import { jobDetail } from '../features/jobs/test-utils';
import { json, renderPage, signIn, stubApi } from '../test/harness';
import { JobRoute } from './job-route';

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
});

const open = () => json(jobDetail({ deadline: new Date(Date.now() + 20 * 86_400_000).toISOString() }));

describe('JobRoute (/jobs/{id} with its Apply panel)', () => {
  it('asks a visitor to log in to apply', async () => {
    stubApi(({ path }) => (path === '/api/jobs/board/41/' ? open() : undefined));
    renderPage(<JobRoute />, '/jobs/41', '/jobs/:id');
    await screen.findByRole('button', { name: 'Log in to apply' });
  });

  it('offers a job seeker the form', async () => {
    signIn();
    stubApi(({ path }) => {
      if (path === '/api/jobs/board/41/') return open();
      if (path === '/api/jobs/apply/41/') {
        return json({
          can_apply: true,
          reason: null,
          is_job_seeker: true,
          profile_ready: true,
          application: null,
        });
      }
      return undefined;
    });
    renderPage(<JobRoute />, '/jobs/41', '/jobs/:id');
    await screen.findByRole('button', { name: 'Apply now' });
  });
});
