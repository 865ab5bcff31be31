// The affiliate feature's public API: what other features may import (docs/decisions/022). Anything not
// exported here is the feature's own; move what many features need to shared/ instead.

// Where earnings are paid: the instructor's account page uses the same fields and rules (issue 17).
export {
  PAYOUT_DETAILS_FIELDS,
  PayoutDetailsFields,
  usePayoutDetailsForm,
} from './components/payout-method-fields';
