import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { bundleDetail, json, renderPage, stubApi } from '../test-utils';
import { BundleOfferPage } from './bundle-offer-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('BundleOfferPage', () => {
  it('shows the bundle, its courses linking to their pages, the saving and the way to buy it', async () => {
    stubApi(({ path }) => (path === '/api/course/bundles/1/' ? json(bundleDetail()) : undefined));
    renderPage(<BundleOfferPage />, '/bundle-offer/1', '/bundle-offer/:id');
    await screen.findByRole('heading', { level: 1, name: 'Full-Stack JavaScript Bundle' });
    expect(document.title).toContain('Full-Stack JavaScript Bundle');

    const courses = within(screen.getByRole('region', { name: 'The courses in this bundle' }));
    expect(courses.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'React & Tailwind: Modern Frontend',
      'Node.js, Express & MongoDB',
      'Next.js & TypeScript',
    ]);
    expect(courses.getByRole('link', { name: 'Node.js, Express & MongoDB' }).getAttribute('href')).toBe(
      '/courseDetails/22',
    );
    // Each course's own price (its sale price when it has one), as a reference.
    courses.getByText('৳2,999');

    const box = within(screen.getByRole('region', { name: 'Buy this bundle' }));
    box.getByText('৳9,499');
    box.getByText('৳13,999');
    box.getByText('You save ৳4,500');
    box.getByText('32% less', { exact: false });
    const buy = screen.getAllByRole('link', { name: 'Buy the bundle' });
    expect(buy.length).toBeGreaterThan(0);
    for (const link of buy) expect(link.getAttribute('href')).toBe('/bundle-payment/1');
  });

  it('says the offer is not available when it has ended (404), with the way back', async () => {
    stubApi(({ path }) =>
      path === '/api/course/bundles/9/'
        ? json({ detail: 'This bundle offer does not exist or is no longer available.' }, 404)
        : undefined,
    );
    renderPage(<BundleOfferPage />, '/bundle-offer/9', '/bundle-offer/:id');
    await screen.findByRole('heading', { name: 'This bundle offer is not available' });
    expect(screen.getByRole('link', { name: 'See bundle offers' }).getAttribute('href')).toBe(
      '/bundle-offer',
    );
  });

  it('does not ask the server about an id that cannot exist', async () => {
    const calls = stubApi(() => undefined);
    renderPage(<BundleOfferPage />, '/bundle-offer/abc', '/bundle-offer/:id');
    await screen.findByRole('heading', { name: 'This bundle offer is not available' });
    expect(calls).toHaveLength(0);
  });

  it('shows a server failure with a retry', async () => {
    stubApi(({ path }) =>
      path === '/api/course/bundles/1/' ? json({ detail: 'The server is busy.' }, 503) : undefined,
    );
    renderPage(<BundleOfferPage />, '/bundle-offer/1', '/bundle-offer/:id');
    await screen.findByRole('heading', { name: 'We couldn’t load this bundle' });
    screen.getByRole('button', { name: 'Try again' });
  });
});
