import type { ItemKind } from '@dokkho/contract/commerce';

/** Where the checkout screens link (SPEC.md §2 routes, kept in one place). */
export const ORDERS_PATH = '/newDashboard/orders';
export const MY_COURSES_PATH = '/newDashboard/courses';
export const CATALOG_PATH = '/allcourses';
export const BUNDLES_PATH = '/bundle-offer';
export const REFUND_POLICY_PATH = '/terms-and-conditions#refunds';
export const TERMS_PATH = '/terms-and-conditions';

export const receiptPath = (token: string) => `${ORDERS_PATH}/${token}`;
export const lessonPath = (lessonId: number) => `/lessons/${lessonId}`;
export const coursePath = (courseId: number) => `/courseDetails/${courseId}`;
export const bundlePath = (bundleId: number) => `/bundle-offer/${bundleId}`;
export const itemPath = (kind: ItemKind, id: number) => (kind === 'bundle' ? bundlePath(id) : coursePath(id));

/** The checkout of a course (/payment/{id}) or a bundle (/bundle-payment/{id}), a promo code pre-filled. */
export function checkoutPath(kind: ItemKind, id: number, promoCode?: string | null): string {
  const path = kind === 'bundle' ? `/bundle-payment/${id}` : `/payment/${id}`;
  return promoCode ? `${path}?promo=${encodeURIComponent(promoCode)}` : path;
}

/** A route param as a positive integer id, or null when it cannot be one (the page says "not found"). */
export function parseId(param: string | undefined): number | null {
  return param && /^\d{1,9}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}
