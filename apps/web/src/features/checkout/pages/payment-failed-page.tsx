import { useParams } from 'react-router';
import { PaymentResult } from '../components/payment-result';

/** /payment/failed/{token} (SPEC.md §2): where the gateway returns a payment that did not go through. */
export function PaymentFailedPage() {
  const { token } = useParams();
  return <PaymentResult arrival="failed" token={token} />;
}
