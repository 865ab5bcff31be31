import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PAGE_CHUNK_TIMEOUT_MS } from '../shared/routing/load-chunk';
import { lazyPage } from './lazy-page';
import { RouteErrorBoundary } from './route-error';

function renderLazy(importer: () => Promise<Record<'Page', () => null>>) {
  const router = createMemoryRouter([
    {
      errorElement: <RouteErrorBoundary />,
      hydrateFallbackElement: <p>Loading…</p>,
      children: [{ path: '/', lazy: lazyPage(importer, 'Page') }],
    },
  ]);
  render(<RouterProvider router={router} />);
}

describe('route error element (SPEC.md §8, §9)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the designed "did not load" state with a Reload button when a chunk fails', async () => {
    renderLazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await screen.findByRole('heading', { name: 'This page did not load.' });
    screen.getByText('Check your connection and try again.');
    const reload = vi.spyOn(window.location, 'reload').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('shows the same state when a chunk has not arrived after 120 s', async () => {
    vi.useFakeTimers();
    renderLazy(() => new Promise(() => {}));
    screen.getByText('Loading…');
    await act(() => vi.advanceTimersByTimeAsync(PAGE_CHUNK_TIMEOUT_MS - 1000));
    expect(screen.queryByRole('heading', { name: 'This page did not load.' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    screen.getByRole('heading', { name: 'This page did not load.' });
  });

  it('shows a generic error state for other errors', async () => {
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteErrorBoundary />,
        loader: () => {
          throw new Error('boom');
        },
        element: <p>never</p>,
        hydrateFallbackElement: <p>Loading…</p>,
      },
    ]);
    render(<RouterProvider router={router} />);
    await screen.findByRole('heading', { name: 'Something went wrong on this page.' });
    expect(screen.getByRole('link', { name: 'report the issue' }).getAttribute('href')).toBe('/report-issue');
  });
});
