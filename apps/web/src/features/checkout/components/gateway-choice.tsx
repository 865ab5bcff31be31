import clsx from 'clsx';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CreditCard, FlaskConical, Smartphone } from 'lucide-react';
import type { GatewayOptions } from '@dokkho/contract/commerce';
import type { PayableGateway } from '../api/start-checkout';

interface GatewayInfo {
  title: MessageDescriptor;
  via: MessageDescriptor;
  icon: typeof Smartphone;
  /** The payment methods people recognise (DESIGN.md "Checkout"), as text chips: no words in images. */
  methods: string[];
}

const GATEWAYS: Record<PayableGateway, GatewayInfo> = {
  sslcommerz: {
    title: msg`bKash, Nagad, Rocket, cards and internet banking`,
    via: msg`Pay in taka through SSLCommerz`,
    icon: Smartphone,
    methods: ['bKash', 'Nagad', 'Rocket', 'Visa', 'Mastercard'],
  },
  stripe: {
    title: msg`International card (Visa, Mastercard, Amex)`,
    via: msg`Pay by card through Stripe`,
    icon: CreditCard,
    methods: ['Visa', 'Mastercard', 'Amex'],
  },
};

/** The gateways this server offers, in the order most learners pay (SSLCommerz first: bKash and Nagad). */
export function offeredGateways(options: GatewayOptions): PayableGateway[] {
  return (['sslcommerz', 'stripe'] as const).filter((gateway) => options[gateway].enabled);
}

/**
 * The choice of gateway (issue 5 item 2), as large radio cards (44px+ targets). When the chosen gateway is
 * the built-in demo (no keys configured), a clearly visible note says no real money moves (issue 5 item 4).
 */
export function GatewayChoice({
  options,
  value,
  onChange,
  disabled,
}: {
  options: GatewayOptions;
  value: PayableGateway;
  onChange: (gateway: PayableGateway) => void;
  disabled?: boolean;
}) {
  const { i18n } = useLingui();
  const offered = offeredGateways(options);
  return (
    <fieldset disabled={disabled}>
      <legend className="mb-3 text-base font-bold text-slate-900">
        <Trans>Pay with</Trans>
      </legend>
      <div className="space-y-3">
        {offered.map((gateway) => {
          const info = GATEWAYS[gateway];
          const checked = value === gateway;
          const Icon = info.icon;
          return (
            <label
              key={gateway}
              className={clsx(
                'flex cursor-pointer gap-3 rounded-card border-2 bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-primary-600',
                checked ? 'border-primary-600 bg-primary-50/40' : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="gateway"
                value={gateway}
                checked={checked}
                onChange={() => onChange(gateway)}
                className="mt-1 size-5 shrink-0 accent-primary-700"
              />
              <span className="min-w-0 flex-1">
                <span className="flex items-start gap-2">
                  <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                  <span className="font-semibold text-slate-900">{i18n._(info.title)}</span>
                </span>
                <span className="mt-1 block text-sm text-slate-600">{i18n._(info.via)}</span>
                <span aria-hidden="true" className="mt-3 flex flex-wrap gap-1.5">
                  {info.methods.map((method) => (
                    <span
                      key={method}
                      className="rounded-md border border-slate-200 bg-white px-2 py-0.5 text-xs font-semibold text-slate-700"
                    >
                      {method}
                    </span>
                  ))}
                </span>
              </span>
            </label>
          );
        })}
      </div>
      {options[value].demo ? <DemoNote /> : null}
    </fieldset>
  );
}

export function DemoNote() {
  return (
    <p
      role="note"
      className="mt-4 flex gap-3 rounded-card border border-accent-300 bg-accent-50 p-4 text-sm text-accent-800"
    >
      <FlaskConical aria-hidden="true" className="size-5 shrink-0" />
      <span>
        <Trans>
          <strong className="font-bold">Demo mode: no real money moves.</strong> You will pay on Dokkho’s
          practice payment page, where you can choose to pay, fail or cancel.
        </Trans>
      </span>
    </p>
  );
}
