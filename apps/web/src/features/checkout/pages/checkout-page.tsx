import { useMemo } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { ItemNotFound } from '../components/checkout-states';
import { CheckoutView } from '../components/checkout-view';
import { parseId } from '../lib/paths';
import { referralFor } from '../lib/referral';

/**
 * /payment/{id}/{affiliateId?} (SPEC.md §2 "Payment (login required)"; issue 5 item 2): a course's
 * checkout. The referral code is the path's, else the attribution a referral link for this course left;
 * `?promo=` pre-fills a code (the consultation coupon's "Buy with this coupon").
 */
export function CheckoutPage() {
  const { id: idParam, affiliateId } = useParams();
  const [search] = useSearchParams();
  const id = parseId(idParam);
  // Read once per course and link: the stored attribution must not change under an open checkout.
  const referral = useMemo(() => (id === null ? null : referralFor(id, affiliateId)), [id, affiliateId]);
  if (id === null) return <ItemNotFound kind="course" />;
  return (
    <CheckoutView
      key={`${id}:${referral?.code ?? ''}`}
      kind="course"
      id={id}
      referral={referral}
      initialPromo={search.get('promo')}
    />
  );
}
