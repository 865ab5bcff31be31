import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { bundle, json, renderPage, stubApi } from '../test-utils';
import { BundleOffersPage } from './bundle-offers-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BundleOffersPage', () => {
  it('shows each bundle with its courses count, price and the saving against its courses', async () => {
    stubApi(({ path }) =>
      path === '/api/course/bundles/'
        ? json([
            bundle(),
            bundle({
              id: 2,
              title: 'Design Career Bundle',
              price: 799900,
              sale_price: null,
              courses_count: 1,
              courses_total_price: 700000,
              saving: 0,
              ends_at: '2026-12-16T20:00:00.000Z',
            }),
          ])
        : undefined,
    );
    renderPage(<BundleOffersPage />, '/bundle-offer');
    const link = await screen.findByRole('link', { name: 'Full-Stack JavaScript Bundle' });
    expect(link.getAttribute('href')).toBe('/bundle-offer/1');
    const card = within(link.closest('article')!);
    card.getByText('3 courses');
    card.getByText('৳9,499');
    card.getByText('৳13,999');
    card.getByText('You save ৳4,500');
    card.getByText('Save 32%');

    // No saving: no struck price and no made-up badge.
    const plain = within(screen.getByRole('link', { name: 'Design Career Bundle' }).closest('article')!);
    plain.getByText('1 course');
    plain.getByText('৳7,999');
    expect(plain.queryByText(/save/i)).toBeNull();
    plain.getByText('Offer ends 17 December 2026');
  });

  it('says honestly when no bundle is on sale, with a way forward', async () => {
    stubApi(({ path }) => (path === '/api/course/bundles/' ? json([]) : undefined));
    renderPage(<BundleOffersPage />, '/bundle-offer');
    await screen.findByRole('heading', { name: 'No bundle offers right now' });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
  });

  it('explains a failure and retries', async () => {
    let fail = true;
    stubApi(({ path }) => {
      if (path !== '/api/course/bundles/') return undefined;
      return fail ? json({ detail: 'The server is busy.' }, 503) : json([bundle()]);
    });
    renderPage(<BundleOffersPage />, '/bundle-offer');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the bundle offers.');
    expect(alert.textContent).toContain('The server is busy.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByRole('link', { name: 'Full-Stack JavaScript Bundle' });
  });
});
