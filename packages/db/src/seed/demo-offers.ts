/**
 * The demo offers (issue 5 item 5): bundles, the Eid campaign, sales offers, staff promo codes and the
 * wheel. Prices are poisha. Windows are relative to the moment of seeding (days; negative: in the past),
 * so a fresh demo always has an Eid offer running and an ended one that proves windows; SUMMER2025 is a
 * dated code that ended long ago. Artwork (no text baked in, Bangla-ready) is in apps/web/public/demo/offers.
 */

export interface DemoBundle {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  thumbnail: string;
  /** Course slugs, in the bundle's order. */
  courses: readonly string[];
  price: number;
  salePrice: number | null;
}

export const DEMO_BUNDLES: readonly DemoBundle[] = [
  {
    slug: 'full-stack-javascript-bundle',
    title: 'Full-Stack JavaScript Bundle',
    subtitle: 'React, Node.js and Next.js: build and ship complete web apps',
    description:
      'Three courses that take you from a modern React front end to a Node.js and MongoDB REST API, then to production apps with Next.js and TypeScript. Learn in order, build a portfolio project in each, and save against buying them one by one.',
    thumbnail: '/demo/offers/bundle-web.svg',
    courses: [
      'react-tailwind-modern-frontend',
      'nodejs-express-mongodb-rest-api',
      'nextjs-typescript-production-apps',
    ],
    price: 1_200_000,
    salePrice: 949_900,
  },
  {
    slug: 'data-analyst-starter-bundle',
    title: 'Data Analyst Starter Bundle',
    subtitle: 'SQL, Python and Power BI for your first analyst job',
    description:
      'Query business data with SQL, clean and analyse it with Python and pandas, and tell its story with Power BI dashboards. The three skills Bangladeshi employers ask for most in analyst job posts, together for less.',
    thumbnail: '/demo/offers/bundle-data.svg',
    courses: ['sql-for-data-analysts', 'python-for-data-analysis', 'power-bi-dashboard-dax-masterclass'],
    price: 899_900,
    salePrice: 699_900,
  },
  {
    slug: 'design-career-bundle',
    title: 'Design Career Bundle',
    subtitle: 'Figma, Photoshop, Illustrator and Canva: a designer’s toolkit',
    description:
      'From UI/UX in Figma to print and brand work in Photoshop and Illustrator, plus fast social media design in Canva for clients and your own page. Everything a freelance or in-house designer uses every day.',
    thumbnail: '/demo/offers/bundle-design.svg',
    courses: [
      'figma-ui-ux-design-bootcamp',
      'graphic-design-photoshop-illustrator',
      'canva-social-media-design',
    ],
    price: 799_900,
    salePrice: null,
  },
];

export interface DemoOffer {
  campaign: 'sales' | 'eid';
  title: string;
  description: string;
  image: string | null;
  kind: 'percent' | 'fixed';
  amount: number;
  courses: readonly string[];
  startsInDays: number;
  endsInDays: number;
}

export const DEMO_OFFERS: readonly DemoOffer[] = [
  {
    campaign: 'eid',
    title: 'Eid Mubarak: 25% off career courses',
    description:
      'Celebrate Eid with a new skill. A quarter off our most popular career courses until the offer ends; the discount is already in the price at checkout.',
    image: '/demo/offers/eid-banner.svg',
    kind: 'percent',
    amount: 25,
    courses: [
      'mern-stack-web-development',
      'data-analytics-excel-sql-power-bi',
      'flutter-app-development-zero-to-play-store',
      'figma-ui-ux-design-bootcamp',
      'facebook-google-ads-for-bangladeshi-businesses',
      'ielts-speaking-band-7-plus',
      'fiverr-upwork-freelancing-masterclass',
    ],
    startsInDays: -3,
    endsInDays: 21,
  },
  {
    campaign: 'sales',
    title: 'Cloud & SEO week: 15% off',
    description: 'Fifteen percent off two courses that get you hired or ranked faster.',
    image: null,
    kind: 'percent',
    amount: 15,
    courses: ['aws-cloud-practitioner-exam-prep', 'seo-masterclass-rank-higher-on-google'],
    startsInDays: -1,
    endsInDays: 10,
  },
  {
    // Ended: its courses are back at their usual prices (it proves that offer windows are honoured).
    campaign: 'sales',
    title: 'Pohela Boishakh sale: 20% off',
    description: 'Bengali New Year savings on data and English courses.',
    image: null,
    kind: 'percent',
    amount: 20,
    courses: ['python-for-data-analysis', 'ielts-complete-preparation'],
    startsInDays: -60,
    endsInDays: -30,
  },
];

export interface DemoPromoCode {
  code: string;
  kind: 'percent' | 'fixed';
  amount: number;
  /** Course slug when the code is for one course only. */
  course: string | null;
  /** Absolute window; null start: from the seed on, null end: no end. */
  startsAt: Date | null;
  endsAt: Date | null;
  maxUses: number | null;
  maxUsesPerUser: number;
}

export const DEMO_PROMO_CODES: readonly DemoPromoCode[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    amount: 10,
    course: null,
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerUser: 1,
  },
  {
    code: 'DHAKA500',
    kind: 'fixed',
    amount: 50_000,
    course: null,
    startsAt: null,
    endsAt: null,
    maxUses: 500,
    maxUsesPerUser: 1,
  },
  {
    code: 'EXCEL25',
    kind: 'percent',
    amount: 25,
    course: 'data-analytics-excel-sql-power-bi',
    startsAt: null,
    endsAt: null,
    maxUses: null,
    maxUsesPerUser: 1,
  },
  {
    code: 'SUMMER2025',
    kind: 'percent',
    amount: 20,
    course: null,
    startsAt: new Date('2025-06-01T00:00:00+06:00'),
    endsAt: new Date('2025-08-31T23:59:59+06:00'),
    maxUses: null,
    maxUsesPerUser: 1,
  },
];

export interface DemoWheelPrize {
  label: string;
  kind: 'percent' | 'fixed' | 'none';
  amount: number;
  /** Relative odds: the weights add up to 100, so each reads as a percentage. */
  weight: number;
}

export const DEMO_WHEEL = {
  title: 'Spin and win up to 15% off',
  description:
    'One spin per person while the campaign runs. Win a discount on any course; it is applied at checkout for 48 hours.',
  startsInDays: -1,
  endsInDays: 30,
  prizeValidHours: 48,
  /** In wheel order, clockwise from the top; "better luck" slices sit between the prizes. */
  prizes: [
    { label: '5% off', kind: 'percent', amount: 5, weight: 26 },
    { label: '৳200 off', kind: 'fixed', amount: 20_000, weight: 14 },
    { label: 'Better luck next time', kind: 'none', amount: 0, weight: 18 },
    { label: '10% off', kind: 'percent', amount: 10, weight: 16 },
    { label: '৳500 off', kind: 'fixed', amount: 50_000, weight: 4 },
    { label: 'Better luck next time', kind: 'none', amount: 0, weight: 14 },
    { label: '15% off', kind: 'percent', amount: 15, weight: 8 },
  ] satisfies readonly DemoWheelPrize[],
} as const;
