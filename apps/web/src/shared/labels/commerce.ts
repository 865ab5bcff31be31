import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Gateway, OrderStatus, QuoteDiscount } from '@dokkho/contract/commerce';
import type { AffiliatePayoutMethod, PayoutStatus } from '@dokkho/contract/affiliate';
import { localiseDigits } from '@dokkho/domain/digits';
import { floorToTaka } from '@dokkho/domain/money';
import type { Formatters } from '../i18n/format';
import type { LabelMap } from './resolve';

/** Who took the money. Brand names stay as written. */
export const GATEWAY_LABELS: LabelMap<Gateway> = {
  sslcommerz: msg`SSLCommerz`,
  stripe: msg`Stripe`,
  // A 100% discount: confirmed at once, no gateway took money.
  none: msg`No payment needed (fully discounted)`,
};

export const ORDER_STATUS_LABELS: LabelMap<OrderStatus> = {
  pending: msg`Awaiting payment`,
  paid: msg({ message: 'Paid', context: 'order status' }),
  failed: msg`Failed`,
  cancelled: msg`Cancelled`,
  refunded: msg`Refunded`,
};

/** Where an affiliate's payouts go (the sign-up and the affiliate's own payouts use the same list). */
export const PAYOUT_METHOD_LABELS: LabelMap<AffiliatePayoutMethod> = {
  bkash: msg`bKash`,
  nagad: msg`Nagad`,
  bank: msg`Bank account`,
};

/** A payout request as staff see it. */
export const PAYOUT_STATUS_LABELS: LabelMap<PayoutStatus> = {
  requested: msg`Requested`,
  paid: msg({ message: 'Paid', context: 'payout status' }),
  rejected: msg({ message: 'Rejected', context: 'payout status' }),
};

/**
 * A discount line of a quote or an order in the interface language (issue 16), worded from its parts
 * rather than the API's English `label`: "Promo code EID10 (10%)" / "প্রোমো কোড EID10 (১০%)". Codes and
 * offer titles stay as written; a wheel prize is worded from what it takes ("Wheel prize: 10% off").
 */
export function discountLine(discount: QuoteDiscount, i18n: I18n, format: Formatters): string {
  const { rule, code, name } = discount;
  // "12.5%", or a fixed amount's whole taka (ADR 021).
  const amount = rule
    ? rule.kind === 'percent'
      ? `${localiseDigits(String(rule.amount), format.locale)}%`
      : format.taka(floorToTaka(rule.amount))
    : null;
  const off = amount ? i18n._(msg`${amount} off`) : null;
  // In brackets after a line: a percent as it is, a fixed amount with "off": "(10%)", "(৳500 off)".
  const bracket = rule?.kind === 'percent' ? amount : off;
  switch (discount.step) {
    case 'promo':
      if (code && bracket) return i18n._(msg`Promo code ${code} (${bracket})`);
      return code ? i18n._(msg`Promo code ${code}`) : i18n._(msg`Promo code`);
    case 'sales':
      if (!name) return i18n._(msg`Sales discount`);
      return bracket ? `${name} (${bracket})` : name;
    case 'affiliate':
      return bracket
        ? i18n._(msg`Referred by an affiliate (${bracket})`)
        : i18n._(msg`Referred by an affiliate`);
    case 'wheel':
      if (off) return i18n._(msg`Wheel prize: ${off}`);
      return name ? i18n._(msg`Wheel prize: ${name}`) : i18n._(msg`Wheel prize`);
  }
}
