import type { CourseListItem } from '@dokkho/contract/catalog';
import type { BundleDetail, BundleListItem, WheelCampaign, WheelSpin } from '@dokkho/contract/offers';
import { courseListItem } from '../../test/factories';

export { json, renderPage, signIn, stubApi, type Call } from '../../test/harness';

/** Test data for the offer pages (not shipped: only tests import it). */

export function course(overrides: Partial<CourseListItem> = {}): CourseListItem {
  return courseListItem({
    id: 21,
    slug: 'react-tailwind-modern-frontend',
    title: 'React & Tailwind: Modern Frontend',
    subtitle: 'Build fast interfaces',
    thumbnail: '/demo/courses/react-tailwind-modern-frontend.svg',
    genre: { id: 4, name: 'Web Development', slug: 'web-development' },
    instructor: { id: 5, name: 'Farhan Kabir', avatar: null },
    level: 'intermediate',
    duration_minutes: 600,
    lessons_count: 40,
    price: 500000,
    is_free: false,
    rating_avg: 4.6,
    rating_count: 120,
    enrolled_count: 5300,
    ...overrides,
  });
}

export function bundle(overrides: Partial<BundleListItem> = {}): BundleListItem {
  return {
    id: 1,
    slug: 'full-stack-javascript-bundle',
    title: 'Full-Stack JavaScript Bundle',
    subtitle: 'React, Node.js and Next.js',
    thumbnail: '/demo/offers/bundle-web.svg',
    price: 1200000,
    sale_price: 949900,
    currency: 'BDT',
    courses_count: 3,
    courses_total_price: 1399900,
    saving: 450000,
    ends_at: null,
    ...overrides,
  };
}

export function bundleDetail(overrides: Partial<BundleDetail> = {}): BundleDetail {
  return {
    ...bundle(),
    description: 'Three courses from the front end to production.\n\nBuild a project in each.',
    courses: [
      course(),
      course({ id: 22, title: 'Node.js, Express & MongoDB', price: 450000, sale_price: 299900 }),
      course({ id: 23, title: 'Next.js & TypeScript', price: 600000 }),
    ],
    ...overrides,
  };
}

export function campaign(overrides: Partial<WheelCampaign> = {}): WheelCampaign {
  return {
    id: 3,
    title: 'Spin the wheel',
    description: 'One spin per person.',
    ends_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    prize_valid_hours: 48,
    segments: [
      { position: 0, label: '5% off' },
      { position: 1, label: '৳200 off' },
      { position: 2, label: 'Better luck next time' },
      { position: 3, label: '10% off' },
    ],
    ...overrides,
  };
}

export function wheelSpin(overrides: Partial<WheelSpin> = {}): WheelSpin {
  return {
    prize: { label: '10% off', kind: 'percent', amount: 10 },
    position: 3,
    spun_at: new Date().toISOString(),
    expires_at: '2099-11-28T10:05:00.000Z',
    used: false,
    ...overrides,
  };
}
