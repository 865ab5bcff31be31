import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Pagination } from './pagination';

function renderPagination(page: number, totalPages: number) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `/list?page=${p}`} />,
      },
    ],
    { initialEntries: ['/list'] },
  );
  render(<RouterProvider router={router} />);
}

describe('Pagination', () => {
  it('is not there for a single page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('links both ways from a middle page, with rel for each', () => {
    renderPagination(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav.textContent).toContain('Page 2 of 3');
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('rel')).toBe('prev');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/list?page=3');
  });

  it('shows an end it cannot go past as disabled text, not a link', () => {
    renderPagination(3, 3);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).queryByRole('link', { name: 'Next' })).toBeNull();
    expect(within(nav).getByText('Next').getAttribute('aria-disabled')).toBe('true');
  });

  it('leads back to the last page from a page past the end (the list got shorter)', () => {
    renderPagination(5, 2);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous' }).getAttribute('href')).toBe('/list?page=2');
  });
});
