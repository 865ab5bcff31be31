import type {
  BundleDetail,
  BundleListItem,
  BundleListResponse,
  EidCourseResponse,
  PromoImage,
} from '@dokkho/contract/offers';
import { DEFAULT_LOCALE, type Locale } from '@dokkho/contract/locale';
import type { Database } from '@dokkho/db';
import { basePrice, priceWithOffer } from '@dokkho/domain/pricing';
import { AppError } from '../../lib/app-error';
import { textIn } from '../../lib/content-language';
import { findCourseRowsByIds, toCourseListItem } from '../catalog/service';
import * as repo from './repo';

export const BUNDLE_NOT_FOUND_MESSAGE = 'This bundle offer does not exist or is no longer available.';

function toBundleListItem(
  row: repo.BundleRow,
  totals: { count: number; total: number },
  locale: Locale,
): BundleListItem {
  const base = row.salePrice ?? row.price;
  return {
    id: row.id,
    slug: row.slug,
    title: textIn(locale, row.title, row.titleBn),
    subtitle: textIn(locale, row.subtitle, row.subtitleBn),
    thumbnail: row.thumbnail,
    price: row.price,
    sale_price: row.salePrice,
    currency: 'BDT',
    courses_count: totals.count,
    courses_total_price: totals.total,
    saving: Math.max(0, totals.total - base),
    ends_at: row.endsAt ? row.endsAt.toISOString() : null,
  };
}

/**
 * `GET course/bundles/`: the bundles on sale now, in their display order. A bundle whose courses are all
 * unpublished has nothing to sell and is left out.
 */
export async function listBundles(options: {
  db: Database;
  now: Date;
  /** The reader's language for titles and subtitles (English where there is no Bangla). */
  locale?: Locale;
}): Promise<BundleListResponse> {
  const rows = await repo.findRunningBundles(options.db, options.now);
  const totals = await repo.findBundleTotals(
    options.db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => {
    const total = totals.get(row.id);
    return total ? [toBundleListItem(row, total, options.locale ?? DEFAULT_LOCALE)] : [];
  });
}

/** `GET course/bundles/{id}/`: 404 outside the bundle's window, when inactive, or when it has no course. */
export async function getBundle(options: {
  db: Database;
  id: number;
  now: Date;
  locale?: Locale;
}): Promise<BundleDetail> {
  const { db, id, locale = DEFAULT_LOCALE } = options;
  const row = await repo.findRunningBundle(db, id, options.now);
  if (!row) throw AppError.notFound(BUNDLE_NOT_FOUND_MESSAGE);
  const courseIds = await repo.findBundleCourseIds(db, id);
  if (courseIds.length === 0) throw AppError.notFound(BUNDLE_NOT_FOUND_MESSAGE);
  const courseRows = await findCourseRowsByIds(db, courseIds);
  const byId = new Map(courseRows.map((course) => [course.id, course]));
  const members = courseIds.flatMap((courseId) => {
    const course = byId.get(courseId);
    return course ? [toCourseListItem(course, locale)] : [];
  });
  const total = members.reduce((sum, course) => sum + (course.sale_price ?? course.price), 0);
  return {
    ...toBundleListItem(row, { count: members.length, total }, locale),
    description: textIn(locale, row.description, row.descriptionBn),
    courses: members,
  };
}

/** `GET course/eid-course/`: the running Eid offer with the courses it covers and their offer prices. */
export async function getEidOffer(options: { db: Database; now: Date }): Promise<EidCourseResponse> {
  const { db } = options;
  const offer = await repo.findRunningEidOffer(db, options.now);
  if (!offer) return { offer: null, courses: [] };
  const courseIds = await repo.findOfferCourseIds(db, offer, repo.EID_COURSES_LIMIT);
  const rows = await findCourseRowsByIds(db, courseIds);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    offer: {
      id: offer.id,
      title: offer.title,
      description: offer.description,
      image: offer.image,
      kind: offer.kind,
      amount: offer.amount,
      starts_at: offer.startsAt.toISOString(),
      ends_at: offer.endsAt.toISOString(),
    },
    courses: courseIds.flatMap((courseId) => {
      const row = byId.get(courseId);
      if (!row) return [];
      const item = toCourseListItem(row);
      return [
        {
          ...item,
          offer_price: priceWithOffer(basePrice({ price: item.price, salePrice: item.sale_price }), offer),
        },
      ];
    }),
  };
}

const NO_PROMO: PromoImage = { image: null, title: null, link: null, ends_at: null };

/** `GET payment/promo-image/`: the banner of the current offer, or all nulls. */
export async function getPromoImage(options: { db: Database; now: Date }): Promise<PromoImage> {
  const offer = await repo.findPromoOffer(options.db, options.now);
  if (!offer) return NO_PROMO;
  return {
    image: offer.image,
    title: offer.title,
    link: offer.campaign === 'eid' ? '/eid-offer' : '/allcourses',
    ends_at: offer.endsAt.toISOString(),
  };
}
