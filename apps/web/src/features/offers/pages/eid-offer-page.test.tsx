import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EidCourseResponse } from '@dokkho/contract/offers';
import { course, json, renderPage, stubApi } from '../test-utils';
import { EidOfferPage } from './eid-offer-page';

afterEach(() => {
  vi.unstubAllGlobals();
});

const running = (endsAt: string): EidCourseResponse => ({
  offer: {
    id: 1,
    title: 'Eid Mubarak: 25% off career courses',
    description: 'Celebrate Eid with a new skill.',
    image: '/demo/offers/eid-banner.svg',
    kind: 'percent',
    amount: 25,
    starts_at: '2026-11-23T04:00:00.000Z',
    ends_at: endsAt,
  },
  courses: [
    {
      ...course({ id: 31, title: 'MERN Stack Web Development', price: 950000, sale_price: 599900 }),
      offer_price: 449925,
    },
    { ...course({ id: 32, title: 'Figma UI/UX Design Bootcamp', price: 700000 }), offer_price: 525000 },
  ],
});

describe('EidOfferPage', () => {
  it('shows the campaign, its countdown and each course with its struck and offer prices', async () => {
    const endsAt = new Date(Date.now() + (2 * 86_400 + 3 * 3600 + 60) * 1000 + 500).toISOString();
    stubApi(({ path }) => (path === '/api/course/eid-course/' ? json(running(endsAt)) : undefined));
    renderPage(<EidOfferPage />, '/eid-offer');
    await screen.findByRole('heading', { level: 1, name: 'Eid Mubarak: 25% off career courses' });
    // The hero's and each card's badge say the offer as the campaign states it.
    expect(screen.getAllByText('25% off')).toHaveLength(3);
    screen.getByText('Offer ends', { exact: false, selector: '.sr-only' });
    screen.getByText('02'); // days
    screen.getByText('03'); // hours

    const mern = within(screen.getByRole('link', { name: 'MERN Stack Web Development' }).closest('article')!);
    expect(screen.getByRole('link', { name: 'MERN Stack Web Development' }).getAttribute('href')).toBe(
      '/courseDetails/31',
    );
    // Struck: the price without the offer (the sale price); bold: the offer price.
    expect(mern.getByText('৳5,999').tagName).toBe('S');
    mern.getByText('৳4,499.25');
    mern.getByText('25% off');
    const figma = within(
      screen.getByRole('link', { name: 'Figma UI/UX Design Bootcamp' }).closest('article')!,
    );
    expect(figma.getByText('৳7,000').tagName).toBe('S');
    figma.getByText('৳5,250');
  });

  it('says so honestly when no Eid offer runs', async () => {
    stubApi(({ path }) =>
      path === '/api/course/eid-course/' ? json({ offer: null, courses: [] }) : undefined,
    );
    renderPage(<EidOfferPage />, '/eid-offer');
    await screen.findByRole('heading', { name: 'No Eid offer is running right now' });
    expect(screen.getByRole('link', { name: 'Browse all courses' }).getAttribute('href')).toBe('/allcourses');
    expect(screen.getByRole('link', { name: 'See bundle offers' }).getAttribute('href')).toBe(
      '/bundle-offer',
    );
  });

  it('asks again when the countdown reaches zero', async () => {
    const endsAt = new Date(Date.now() + 1200).toISOString();
    let calls = 0;
    stubApi(({ path }) => {
      if (path !== '/api/course/eid-course/') return undefined;
      calls += 1;
      return json(calls === 1 ? running(endsAt) : { offer: null, courses: [] });
    });
    renderPage(<EidOfferPage />, '/eid-offer');
    await screen.findByRole('heading', { level: 1, name: /Eid Mubarak/ });
    await screen.findByRole('heading', { name: 'No Eid offer is running right now' }, { timeout: 4000 });
    expect(calls).toBe(2);
  });

  it('shows a failure with a retry', async () => {
    stubApi(({ path }) =>
      path === '/api/course/eid-course/' ? json({ detail: 'The server is busy.' }, 503) : undefined,
    );
    renderPage(<EidOfferPage />, '/eid-offer');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the Eid offer.');
    within(alert).getByRole('button', { name: 'Retry' });
  });
});
