import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContractMessages } from '../../../shared/forms/contract-messages';
import { useFormat } from '../../../shared/i18n/format';
import { FormField } from '../../../shared/ui/form-field';
import type { CourseAutosave } from '../lib/use-course-autosave';
import { poishaToTaka, takaToPoisha } from '../lib/taka';

/**
 * Step 3: the price and an optional sale price, typed in taka (Bengali digits too) and sent as integer
 * poisha. The contract says when the sale price is not below the price.
 */
export function PricingStep({ editor }: { editor: CourseAutosave }) {
  const { t } = useLingui();
  const say = useContractMessages();
  const format = useFormat();
  const { pricing } = editor.course;
  const [price, setPrice] = useState(poishaToTaka(pricing.price));
  const [sale, setSale] = useState(poishaToTaka(pricing.sale_price));

  function save(nextPrice: string, nextSale: string) {
    editor.setSection('pricing', {
      price: takaToPoisha(nextPrice) ?? 0,
      sale_price: takaToPoisha(nextSale),
    });
  }

  const shown = pricing.sale_price ?? pricing.price;
  const amount = format.taka(shown);
  return (
    <div className="space-y-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          label={t`Price (taka)`}
          inputMode="decimal"
          value={price}
          error={say(editor.errors['pricing.price'])}
          help={t`0 makes the course free.`}
          onChange={(event) => {
            setPrice(event.target.value);
            save(event.target.value, sale);
          }}
        />
        <FormField
          label={t`Sale price (taka)`}
          optional
          inputMode="decimal"
          value={sale}
          error={say(editor.errors['pricing.sale_price'])}
          help={t`Lower than the price. Leave blank for no sale.`}
          onChange={(event) => {
            setSale(event.target.value);
            save(price, event.target.value);
          }}
        />
      </div>
      <p className="rounded-card bg-slate-50 p-4 text-sm text-slate-700">
        {shown === 0 ? <Trans>Learners see: Free</Trans> : <Trans>Learners see: {amount}</Trans>}
      </p>
    </div>
  );
}
