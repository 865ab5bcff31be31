import { useParams } from 'react-router';
import { PaymentResult } from '../components/payment-result';

/** /payment/success/{courseId}/{token} (SPEC.md §2): where the gateway returns a completed payment. */
export function PaymentSuccessPage() {
  const { token } = useParams();
  return <PaymentResult arrival="success" token={token} />;
}
