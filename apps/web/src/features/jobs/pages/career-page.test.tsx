import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { boardPage, json, jobListItem, renderPage, stubApi } from '../test-utils';
import { CareerPage } from './career-page';

afterEach(() => vi.unstubAllGlobals());

describe('CareerPage', () => {
  it('lists Dokkho’s own open roles from the board', async () => {
    const calls = stubApi((call) =>
      call.path === '/api/jobs/board/'
        ? json(
            boardPage([
              jobListItem({ title: 'Community Manager', company_name: 'Dokkho', is_internal: true }),
            ]),
          )
        : undefined,
    );
    renderPage(<CareerPage />, '/career');
    await screen.findByRole('link', { name: 'Community Manager' });
    expect(new URLSearchParams(calls[0]?.search).get('internal')).toBe('true');
  });

  it('says so when there are no open roles, with a way to the board', async () => {
    stubApi((call) => (call.path === '/api/jobs/board/' ? json(boardPage([])) : undefined));
    renderPage(<CareerPage />, '/career');
    await screen.findByRole('heading', { name: 'No open roles at Dokkho right now' });
    expect(screen.getByRole('link', { name: 'Browse the job board' }).getAttribute('href')).toBe('/jobs');
  });
});
