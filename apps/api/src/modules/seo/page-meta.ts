import { EMPLOYMENT_TYPE_LABELS, type EmploymentType } from '@dokkho/contract/jobs';
import { CERTIFICATE_SERIAL_PATTERN } from '@dokkho/contract/learning';
import type { Locale } from '@dokkho/contract/locale';
import { SITE } from '@dokkho/contract/site';
import type { Database } from '@dokkho/db';
import { formatDhakaLongDate } from '@dokkho/domain/dates';
import { AppError } from '../../lib/app-error';
import { getCourse } from '../catalog/service';
import { getEvent } from '../events/service';
import { getBoardJob } from '../jobs/service';
import { getPublicProfile } from '../instructors/service';
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
  '/jobs': {
    title: `Jobs in Bangladesh · ${SITE.name}`,
    description:
      'Find full-time, part-time, contract and internship jobs across Bangladesh and remote: search by skill, location, experience and salary.',
  },
  '/career': {
    title: `Careers at ${SITE.name}`,
    description: `Work at ${SITE.name}: help learners across Bangladesh build skills and get hired. See our open roles.`,
  },
  '/hiringpage': {
    title: `Hire skilled people · ${SITE.name}`,
    description: `Post jobs and hire job-ready talent trained on ${SITE.name}. Tell us who you need and our hiring team will call you.`,
  },
  '/terms-and-conditions': {
    title: `Terms and conditions · ${SITE.name}`,
    description: `The terms of using ${SITE.name}.`,
  },
  '/privacy-policy': {
    title: `Privacy policy · ${SITE.name}`,
    description: `How ${SITE.name} collects, uses and protects your data.`,
  },
};

const DEFAULT_DESCRIPTION_BN =
  'বাংলাদেশের কর্মরত পেশাদারদের কাছে চাকরির উপযোগী স্কিল শিখুন: ডেটা অ্যানালিটিক্স, ওয়েব ডেভেলপমেন্ট, ডিজিটাল মার্কেটিং, ডিজাইন আর আরও অনেক কিছু। সার্টিফিকেট নিন, চাকরি পান।';

/** The same pages for a reader of Bangla (issue 16): what a shared link or a search result shows them. */
const STATIC_PAGES_BN: Record<string, PageMeta> = {
  '/': { title: `${SITE.name}: দক্ষতা শিখুন, চাকরি পান`, description: DEFAULT_DESCRIPTION_BN },
  '/allcourses': {
    title: `সব কোর্স · ${SITE.name}`,
    description:
      'Dokkho-র সব কোর্স খুঁজে দেখুন: ডেটা, ডেভঅপস, মার্কেটিং, MERN, Flutter, ডিজাইন, ইংলিশ আর ফ্রিল্যান্সিং।',
  },
  '/allCareerPath': {
    title: `ক্যারিয়ার পাথ · ${SITE.name}`,
    description: 'শূন্য থেকে চাকরির উপযোগী হওয়া পর্যন্ত ধাপে ধাপে ক্যারিয়ার পাথ, শেষে সার্টিফিকেট।',
  },
  '/about': {
    title: `আমাদের সম্পর্কে · ${SITE.name}`,
    description: 'Dokkho বাংলাদেশের তরুণদের চাকরির উপযোগী স্কিল শেখায় এবং চাকরি পেতে সাহায্য করে।',
  },
  '/jobs': {
    title: `বাংলাদেশে চাকরি · ${SITE.name}`,
    description:
      'সারা বাংলাদেশে আর রিমোটে ফুল-টাইম, পার্ট-টাইম, চুক্তিভিত্তিক ও ইন্টার্নশিপ জব খুঁজুন: স্কিল, এলাকা, অভিজ্ঞতা আর বেতন দিয়ে।',
  },
  '/career': {
    title: `${SITE.name}-এ ক্যারিয়ার`,
    description: `${SITE.name}-এ কাজ করুন: সারা বাংলাদেশের শিক্ষার্থীদের স্কিল গড়তে আর চাকরি পেতে সাহায্য করুন। আমাদের খোলা পদগুলো দেখুন।`,
  },
  '/hiringpage': {
    title: `দক্ষ লোক নিয়োগ দিন · ${SITE.name}`,
    description: `জব পোস্ট করুন আর ${SITE.name}-এ প্রশিক্ষিত, চাকরির উপযোগী ট্যালেন্ট নিয়োগ দিন। কাকে দরকার জানান, আমাদের হায়ারিং টিম আপনাকে ফোন করবে।`,
  },
  '/terms-and-conditions': {
    title: `শর্তাবলি · ${SITE.name}`,
    description: `${SITE.name} ব্যবহারের শর্তাবলি।`,
  },
  '/privacy-policy': {
    title: `প্রাইভেসি পলিসি · ${SITE.name}`,
    description: `${SITE.name} কীভাবে আপনার তথ্য সংগ্রহ করে, ব্যবহার করে ও সুরক্ষিত রাখে।`,
  },
};

/** For pages without meta of their own (dashboards, forms): the site's title and description in Bangla. */
export const DEFAULT_PAGE_META_BN: PageMeta = STATIC_PAGES_BN['/']!;

const COURSE_PATH = /^\/(?:courseDetails|career-paths)\/(\d{1,9})(?:\/affiliate\/[^/]+)?\/?$/;
const CERTIFICATE_PATH = /^\/certificate\/([^/]{1,40})\/?$/;
const JOB_PATH = /^\/jobs\/(\d{1,9})\/?$/;
const INSTRUCTOR_PATH = /^\/instructors\/(\d{1,9})\/?$/;

/** The words of an instructor page's head in each language; the name and headline are as written. */
const INSTRUCTOR_WORDS: Record<
  Locale,
  { title: (name: string) => string; teaches: (name: string) => string }
> = {
  en: {
    title: (name) => `${name}, instructor · ${SITE.name}`,
    teaches: (name) => `${name} teaches on ${SITE.name}.`,
  },
  bn: {
    title: (name) => `${name}, ইন্সট্রাক্টর · ${SITE.name}`,
    teaches: (name) => `${name} ${SITE.name}-এ পড়ান।`,
  },
};

/**
 * /instructors/{id}: a shared link previews who the instructor is (headline and bio in the reader's
 * language, field by field), with a schema.org Person search engines can read. Unknown ids keep the
 * defaults.
 */
async function instructorMeta(
  db: Database,
  id: number,
  origin: string,
  pathname: string,
  locale: Locale,
): Promise<PageMeta | null> {
  try {
    const profile = await getPublicProfile({ db, id, locale });
    const words = INSTRUCTOR_WORDS[locale];
    const image = profile.picture ? new URL(profile.picture, origin).toString() : undefined;
    const sameAs = [
      profile.website_url,
      profile.linkedin_url,
      profile.facebook_url,
      profile.youtube_url,
    ].filter((url): url is string => Boolean(url));
    return {
      title: words.title(profile.name),
      description: plainText(
        [words.teaches(profile.name), profile.headline, profile.bio].filter(Boolean).join(' '),
        200,
      ),
      ...(image ? { image } : {}),
      type: 'website',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: profile.name,
        url: `${origin}${pathname}`,
        ...(profile.headline ? { jobTitle: profile.headline } : {}),
        ...(profile.bio ? { description: plainText(profile.bio, 500) } : {}),
        ...(image ? { image } : {}),
        ...(sameAs.length > 0 ? { sameAs } : {}),
        ...(profile.expertise ? { knowsAbout: profile.expertise } : {}),
        ...(profile.achievements.length > 0
          ? { award: profile.achievements.map((entry) => entry.title) }
          : {}),
        ...(profile.education.length > 0
          ? {
              alumniOf: profile.education.map((entry) => ({
                '@type': 'EducationalOrganization',
                name: entry.institution,
              })),
            }
          : {}),
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

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
      description: `${certificate.learnerName} completed ${certificate.courseTitle} on ${SITE.name}, taught by ${certificate.instructorName}. Certificate ${certificate.serial}, issued ${formatDhakaLongDate(certificate.issuedAt)}: genuine.`,
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

/** Markdown (job descriptions) as the plain text a search result or link preview shows. */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]*>/g, ' ')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|\*|_|~~|`)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** schema.org JobPosting employmentType values. */
const SCHEMA_EMPLOYMENT_TYPE: Record<EmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** The words of a job page's head in each language; the title, company and places are as written. */
const JOB_WORDS: Record<
  Locale,
  {
    title: (job: string, company: string) => string;
    hiring: (company: string, job: string, details: string) => string;
    employment: Record<EmploymentType, string>;
    remote: string;
  }
> = {
  en: {
    title: (job, company) => `${job} at ${company} · ${SITE.name}`,
    hiring: (company, job, details) => `${company} is hiring: ${job} (${details}).`,
    employment: EMPLOYMENT_TYPE_LABELS,
    remote: 'remote',
  },
  bn: {
    title: (job, company) => `${company}-এ ${job} · ${SITE.name}`,
    hiring: (company, job, details) => `${company} নিয়োগ দিচ্ছে: ${job} (${details})।`,
    employment: {
      full_time: 'ফুল-টাইম',
      part_time: 'পার্ট-টাইম',
      contract: 'চুক্তিভিত্তিক',
      internship: 'ইন্টার্নশিপ',
    },
    remote: 'রিমোট',
  },
};

/**
 * /jobs/{id}: a JobPosting search engines can list (Google's job search reads it from the served HTML).
 * Drafts and unknown ids keep the defaults; a closed post keeps its meta with validThrough in the past,
 * which marks it expired. A Bangla page uses the post's Bangla title and description where the recruiter
 * wrote them (docs/decisions/026: field by field, else the English), in the head and in the JSON-LD.
 */
async function jobMeta(
  db: Database,
  id: number,
  origin: string,
  pathname: string,
  locale: Locale,
): Promise<PageMeta | null> {
  try {
    const job = await getBoardJob({ db, id, now: new Date(), locale });
    const words = JOB_WORDS[locale];
    const text = markdownToText(job.description);
    const remote = job.workplace === 'remote';
    const where = remote ? words.remote : [job.district, job.division].filter(Boolean).join(', ');
    const logo = job.company_logo ? new URL(job.company_logo, origin).toString() : undefined;
    const salary =
      !job.salary_negotiable && job.salary_min !== null
        ? {
            baseSalary: {
              '@type': 'MonetaryAmount',
              currency: 'BDT',
              value: {
                '@type': 'QuantitativeValue',
                minValue: job.salary_min / 100,
                ...(job.salary_max !== null ? { maxValue: job.salary_max / 100 } : {}),
                unitText: 'MONTH',
              },
            },
          }
        : {};
    const location = remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'BD' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(job.district ? { addressLocality: job.district } : {}),
              ...(job.division ? { addressRegion: job.division } : {}),
              addressCountry: 'BD',
            },
          },
        };
    return {
      title: words.title(job.title, job.company_name),
      description: plainText(
        `${words.hiring(job.company_name, job.title, `${words.employment[job.employment_type]}, ${where}`)} ${text}`,
        200,
      ),
      ...(logo ? { image: logo } : {}),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: job.title,
        description: plainText(text, 5000),
        url: `${origin}${pathname}`,
        identifier: { '@type': 'PropertyValue', name: job.company_name, value: String(job.id) },
        datePosted: job.published_at,
        validThrough: job.status === 'closed' && job.closed_at ? job.closed_at : job.deadline,
        employmentType: SCHEMA_EMPLOYMENT_TYPE[job.employment_type],
        hiringOrganization: {
          '@type': 'Organization',
          name: job.company_name,
          ...(job.company_website ? { sameAs: job.company_website } : {}),
          ...(logo ? { logo } : {}),
        },
        ...location,
        ...salary,
        ...(job.skills.length > 0 ? { skills: job.skills.join(', ') } : {}),
        experienceRequirements: {
          '@type': 'OccupationalExperienceRequirements',
          monthsOfExperience: job.experience_min_years * 12,
        },
        totalJobOpenings: job.vacancies,
        directApply: false,
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

const EVENT_PATH = /^\/(masterclass-details|free-class)\/(\d{1,9})\/?$/;

/**
 * /masterclass-details/{id} and /free-class/{id} (issue 18): the event's title and summary in the
 * reader's language, and a schema.org Event (online, free) so a shared link previews the class and search
 * engines can list it. Unknown ids, or the other kind's, keep the defaults.
 */
async function eventMeta(
  db: Database,
  kind: 'masterclass' | 'free_class',
  id: number,
  origin: string,
  pathname: string,
  locale: Locale,
): Promise<PageMeta | null> {
  try {
    const event = await getEvent({ db, locale, now: new Date(), userId: null, kind, eventId: id });
    const url = `${origin}${pathname}`;
    return {
      title: `${event.title} · ${SITE.name}`,
      description: plainText(event.summary || event.description, 200),
      ...(event.cover_image ? { image: event.cover_image } : {}),
      type: 'article',
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: plainText(event.summary || event.description, 500),
        url,
        startDate: event.starts_at,
        endDate: event.ends_at,
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        eventStatus:
          event.status === 'cancelled'
            ? 'https://schema.org/EventCancelled'
            : 'https://schema.org/EventScheduled',
        location: { '@type': 'VirtualLocation', url },
        isAccessibleForFree: true,
        performer: { '@type': 'Person', name: event.speaker.name },
        organizer: { '@type': 'Organization', name: SITE.name, url: origin },
        offers: { '@type': 'Offer', price: 0, priceCurrency: 'BDT', url },
      },
    };
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The page's meta, or null to keep index.html's defaults. Never throws for a missing course. */
export async function resolvePageMeta(
  db: Database,
  pathname: string,
  origin: string,
  locale: Locale = 'en',
): Promise<PageMeta | null> {
  const normalised = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  const staticMeta = (locale === 'bn' ? STATIC_PAGES_BN : STATIC_PAGES)[normalised];
  if (staticMeta) return staticMeta;

  const certificateMatch = CERTIFICATE_PATH.exec(pathname);
  if (certificateMatch) return certificateMeta(db, certificateMatch[1]!);

  const jobMatch = JOB_PATH.exec(pathname);
  if (jobMatch) return jobMeta(db, Number(jobMatch[1]), origin, normalised, locale);

  const instructorMatch = INSTRUCTOR_PATH.exec(pathname);
  if (instructorMatch) return instructorMeta(db, Number(instructorMatch[1]), origin, normalised, locale);

  const eventMatch = EVENT_PATH.exec(pathname);
  if (eventMatch) {
    const kind = eventMatch[1] === 'free-class' ? 'free_class' : 'masterclass';
    return eventMeta(db, kind, Number(eventMatch[2]), origin, normalised, locale);
  }

  const courseMatch = COURSE_PATH.exec(pathname);
  if (!courseMatch) return null;
  try {
    const course = await getCourse({ db, id: Number(courseMatch[1]), locale });
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

/** The same address in a language: the hreflang alternates point here. */
function withLang(url: string, lang: Locale): string {
  const address = new URL(url);
  address.searchParams.set('lang', lang);
  return address.toString();
}

const OG_LOCALE: Record<Locale, string> = { en: 'en_US', bn: 'bn_BD' };

/**
 * Writes the meta into index.html: title, description, Open Graph (with its locale), Twitter card, JSON-LD,
 * and the page's language alternates (issue 16): `?lang=en` and `?lang=bn`, with the address without it as
 * `x-default` (it follows the reader's choice or browser). A page asked for in one language is canonical
 * in that language.
 */
export function renderPageMeta(
  indexHtml: string,
  meta: PageMeta,
  url: string,
  origin: string,
  locale: { lang: Locale; explicit: boolean } = { lang: 'en', explicit: false },
): string {
  const image = meta.image ? new URL(meta.image, origin).toString() : undefined;
  const other: Locale = locale.lang === 'bn' ? 'en' : 'bn';
  const tags = [
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(locale.explicit ? withLang(url, locale.lang) : url)}" />`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(withLang(url, 'en'))}" />`,
    `<link rel="alternate" hreflang="bn" href="${escapeHtml(withLang(url, 'bn'))}" />`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(url)}" />`,
    `<meta property="og:locale" content="${OG_LOCALE[locale.lang]}" />`,
    `<meta property="og:locale:alternate" content="${OG_LOCALE[other]}" />`,
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
  // Function replacers: a replacement *string* expands `$&`, `$'`, `` $` `` and `$$`, and the title and
  // tags hold user text (job titles, names on certificates). A function's result is inserted as it is.
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/<meta\s+name="description"[\s\S]*?\/>/, '')
    .replace('</head>', () => `    ${tags}\n  </head>`);
}
