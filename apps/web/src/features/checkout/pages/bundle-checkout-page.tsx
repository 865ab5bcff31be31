import { useParams, useSearchParams } from 'react-router';
import { ItemNotFound } from '../components/checkout-states';
import { CheckoutView } from '../components/checkout-view';
import { parseId } from '../lib/paths';

/**
 * /bundle-payment/{id} (SPEC.md §2; issue 5 item 2): a bundle's checkout, the same screen as a course's.
 * The quote's item lists the bundle's courses; a promo code scoped to one course does not apply to a
 * bundle, and the server says so on the field. Referral links are per course, so none applies here.
 */
export function BundleCheckoutPage() {
  const { id: idParam } = useParams();
  const [search] = useSearchParams();
  const id = parseId(idParam);
  if (id === null) return <ItemNotFound kind="bundle" />;
  return <CheckoutView key={id} kind="bundle" id={id} referral={null} initialPromo={search.get('promo')} />;
}
