import { CERTIFICATE_SERIAL_PATTERN } from '@dokkho/contract/learning';
import { SITE } from '@dokkho/contract/site';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { getCourse } from '../catalog/service';
import { findCertificate } from '../learning/certificates';

/** What a shared link or a search engine sees of a page before any script runs. */
export interface PageMeta {
  title: string;
  description: string;
  /** Absolute or root-relative image for link previews. */
  image?: string;
  type?: 'website' | 'article';
  /** Structured data (schema.org), e.g. a Course. */
  jsonLd?: Record<string, unknown>;
}

const DEFAULT_DESCRIPTION =
  'Learn job-ready skills from working professionals in Bangladesh: data analytics, web development, digital marketing, design and more. Earn certificates and get hired.';

const STATIC_PAGES: Record<string, PageMeta> = {
  '/': { title: `${SITE.name}: ${SITE.tagline.toLowerCase()}`, description: DEFAULT_DESCRIPTION },
  '/allcourses': {
    title: `All courses · ${SITE.name}`,
    description:
      'Browse and search every Dokkho course: data, DevOps, marketing, MERN, Flutter, design, English and freelancing.',
  },
  '/allCareerPath': {
    title: `Career paths · ${SITE.name}`,
    description:
      'Step-by-step career paths that take you from beginner to job-ready, with a certificate at the end.',
  },
  '/about': { title: `About us · ${SITE.name}`, description: SITE.about },
  '/terms-and-conditions': {
    title: `Terms and conditions · ${SITE.name}`,
    description: `The terms of using ${SITE.name}.`,
  },
  '/privacy-policy': {
    title: `Privacy policy · ${SITE.name}`,
    description: `How ${SITE.name} collects, uses and protects your data.`,
  },
};

const COURSE_PATH = /^\/(?:courseDetails|career-paths)\/(\d{1,9})(?:\/affiliate\/[^/]+)?\/?$/;
const CERTIFICATE_PATH = /^\/certificate\/([^/]{1,40})\/?$/;

const DHAKA_DATE = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dhaka',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/**
 * A shared certificate link (LinkedIn, WhatsApp, an employer's e-mail) previews who earned what, as the
 * public page shows it. Unknown or malformed numbers keep the defaults, and are never indexed.
 */
async function certificateMeta(db: Database, rawSerial: string): Promise<PageMeta | null> {
  const serial = rawSerial.trim().toUpperCase();
  if (!CERTIFICATE_SERIAL_PATTERN.test(serial)) return null;
  try {
    const certificate = await findCertificate(db, serial);
    return {
      title: `Certificate: ${certificate.learnerName}, ${certificate.courseTitle} · ${SITE.name}`,
      description: `${certificate.learnerName} completed ${certificate.courseTitle} on ${SITE.name}, taught by ${certificate.instructorName}. Certificate ${certificate.serial}, issued ${DHAKA_DATE.format(certificate.issuedAt)}: genuine.`,
      type: 'article',
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

function plainText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The page's meta, or null to keep index.html's defaults. Never throws for a missing course. */
export async function resolvePageMeta(
  db: Database,
  pathname: string,
  origin: string,
): Promise<PageMeta | null> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const staticMeta = STATIC_PAGES[normalised];
  if (staticMeta) return staticMeta;

  const certificateMatch = CERTIFICATE_PATH.exec(pathname);
  if (certificateMatch) return certificateMeta(db, certificateMatch[1]!);

  const courseMatch = COURSE_PATH.exec(pathname);
  if (!courseMatch) return null;
  try {
    const course = await getCourse({ db, id: Number(courseMatch[1]) });
    const price = (course.sale_price ?? course.price) / 100;
    return {
      title: `${course.title} · ${SITE.name}`,
      description: plainText(course.subtitle || course.description, 200),
      image: course.thumbnail,
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Course',
        name: course.title,
        description: plainText(course.description || course.subtitle, 500),
        url: `${origin}${pathname}`,
        image: new URL(course.thumbnail || '/favicon.svg', origin).toString(),
        inLanguage: course.language,
        provider: { '@type': 'Organization', name: SITE.name, sameAs: origin },
        ...(course.rating_count > 0
          ? {
              aggregateRating: {
                '@type': 'AggregateRating',
                ratingValue: course.rating_avg,
                ratingCount: course.rating_count,
              },
            }
          : {}),
        offers: {
          '@type': 'Offer',
          category: course.is_free ? 'Free' : 'Paid',
          price: price.toFixed(2),
          priceCurrency: course.currency,
        },
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Online',
          courseWorkload: `PT${Math.max(1, Math.round(course.duration_minutes / 60))}H`,
        },
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Writes the meta into index.html: title, description, Open Graph, Twitter card and JSON-LD. */
export function renderPageMeta(indexHtml: string, meta: PageMeta, url: string, origin: string): string {
  const image = meta.image ? new URL(meta.image, origin).toString() : undefined;
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(SITE.name)}" />`,
    `<meta property="og:type" content="${meta.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    // A data block, not a script: CSP does not run it, search engines read it. "<" is escaped so the
    // JSON can never close the element.
    ...(meta.jsonLd
      ? [
          `<script type="application/ld+json">${JSON.stringify(meta.jsonLd).replace(/</g, '\\u003c')}</script>`,
        ]
      : []),
  ].join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', `    ${tags}\n  </head>`);
}
