import { useParams } from 'react-router';
import { PaymentResult } from '../components/payment-result';

/** /payment/cancel/{token} (SPEC.md §2): where the gateway returns a payment the learner cancelled. */
export function PaymentCancelPage() {
  const { token } = useParams();
  return <PaymentResult arrival="cancel" token={token} />;
}
