import type { Database } from '../client';
import {
  bundleCourses,
  bundles,
  offerCourses,
  offers,
  promoCodes,
  wheelCampaigns,
  wheelPrizes,
} from '../schema';
import { DEMO_BUNDLES, DEMO_OFFERS, DEMO_PROMO_CODES, DEMO_WHEEL } from './demo-offers';
import { DEMO_BUNDLES_BN } from './demo-bangla';

const DAY_MS = 86_400_000;

/**
 * Bundles, the Eid and sales offers, the staff promo codes and the wheel campaign (demo-offers.ts). Runs
 * inside the catalog's seed transaction, after the catalog and the learning data; windows are relative to
 * `now`.
 */
export async function seedDemoOffers(tx: Database, courseIds: Map<string, number>, now: Date) {
  const courseId = (slug: string) => {
    const id = courseIds.get(slug);
    if (id === undefined) throw new Error(`Demo offers: unknown course "${slug}"`);
    return id;
  };
  const days = (count: number) => new Date(now.getTime() + count * DAY_MS);

  for (const [position, bundle] of DEMO_BUNDLES.entries()) {
    const [row] = await tx
      .insert(bundles)
      .values({
        slug: bundle.slug,
        title: bundle.title,
        subtitle: bundle.subtitle,
        description: bundle.description,
        titleBn: DEMO_BUNDLES_BN[bundle.slug]?.title ?? null,
        subtitleBn: DEMO_BUNDLES_BN[bundle.slug]?.subtitle ?? null,
        descriptionBn: DEMO_BUNDLES_BN[bundle.slug]?.description ?? null,
        thumbnail: bundle.thumbnail,
        price: bundle.price,
        salePrice: bundle.salePrice,
        startsAt: days(-7),
        position,
      })
      .returning({ id: bundles.id });
    await tx.insert(bundleCourses).values(
      bundle.courses.map((slug, index) => ({
        bundleId: row!.id,
        courseId: courseId(slug),
        position: index,
      })),
    );
  }

  for (const offer of DEMO_OFFERS) {
    const [row] = await tx
      .insert(offers)
      .values({
        campaign: offer.campaign,
        title: offer.title,
        description: offer.description,
        image: offer.image,
        kind: offer.kind,
        amount: offer.amount,
        startsAt: days(offer.startsInDays),
        endsAt: days(offer.endsInDays),
      })
      .returning({ id: offers.id });
    await tx
      .insert(offerCourses)
      .values(offer.courses.map((slug) => ({ offerId: row!.id, courseId: courseId(slug) })));
  }

  await tx.insert(promoCodes).values(
    DEMO_PROMO_CODES.map((promo) => ({
      code: promo.code,
      kind: promo.kind,
      amount: promo.amount,
      courseId: promo.course === null ? null : courseId(promo.course),
      startsAt: promo.startsAt ?? days(-7),
      endsAt: promo.endsAt,
      maxUses: promo.maxUses,
      maxUsesPerUser: promo.maxUsesPerUser,
      source: 'staff' as const,
    })),
  );

  const [campaign] = await tx
    .insert(wheelCampaigns)
    .values({
      title: DEMO_WHEEL.title,
      description: DEMO_WHEEL.description,
      startsAt: days(DEMO_WHEEL.startsInDays),
      endsAt: days(DEMO_WHEEL.endsInDays),
      prizeValidHours: DEMO_WHEEL.prizeValidHours,
    })
    .returning({ id: wheelCampaigns.id });
  await tx
    .insert(wheelPrizes)
    .values(DEMO_WHEEL.prizes.map((prize, position) => ({ ...prize, campaignId: campaign!.id, position })));
}
