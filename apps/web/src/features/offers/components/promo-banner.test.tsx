import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { json, renderPage, stubApi } from '../test-utils';
import { PromoBanner } from './promo-banner';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PromoBanner', () => {
  it('shows the current offer’s title, its deadline and a link to it over the artwork', async () => {
    stubApi(({ path }) =>
      path === '/api/payment/promo-image/'
        ? json({
            image: '/demo/offers/eid-banner.svg',
            title: 'Eid Mubarak: 25% off career courses',
            link: '/eid-offer',
            ends_at: new Date(Date.now() + 3 * 86_400_000 + 60_000).toISOString(),
          })
        : undefined,
    );
    const { container } = renderPage(<PromoBanner />, '/');
    await screen.findByRole('heading', { name: 'Eid Mubarak: 25% off career courses' });
    screen.getByText('3 days left');
    expect(screen.getByRole('link', { name: 'See the offer' }).getAttribute('href')).toBe('/eid-offer');
    // The artwork is decoration: the words are real text, not in the image.
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('renders nothing when no offer runs, or when the banner cannot load', async () => {
    const calls = stubApi(({ path }) =>
      path === '/api/payment/promo-image/'
        ? json({ image: null, title: null, link: null, ends_at: null })
        : undefined,
    );
    const empty = renderPage(<PromoBanner />, '/');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(empty.container.querySelector('section')).toBeNull();
    empty.unmount();

    stubApi(() => json({ detail: 'The server is busy.' }, 503));
    const failed = renderPage(<PromoBanner />, '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(failed.container.querySelector('section')).toBeNull();
  });
});
