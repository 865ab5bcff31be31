import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { z } from 'zod';
import { TicketPercent, X } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PromoCodeInput } from '@dokkho/contract/commerce';
import { Button } from '../../../shared/ui/button';
import { inputClasses } from '../../../shared/ui/form-field';
import { SubmitProgress } from '../../../shared/ui/submit-progress';

const PromoForm = z.object({ code: PromoCodeInput });
type PromoFormInput = z.input<typeof PromoForm>;
type PromoFormOutput = z.output<typeof PromoForm>;

export type ApplyResult = { ok: true } | { ok: false; message: string };

interface PromoFieldProps {
  /** The code the shown quote used; null when none is applied. */
  appliedCode: string | null;
  onApply: (code: string) => Promise<ApplyResult>;
  onRemove: () => void;
  /** A code to try at once (`?promo=` from the consultation coupon's "Buy with this coupon"). */
  initialCode?: string | null;
  /** The server refused the applied code when the order was started (it expired meanwhile). */
  error?: string | null;
  disabled?: boolean;
}

/**
 * The promo code, inline (DESIGN.md "Checkout"): type it and apply (the server answers a new quote), or
 * remove the applied one. The server's refusal ("This promo code has expired.") shows verbatim under the
 * field, as the API words it.
 */
export function PromoField({
  appliedCode,
  onApply,
  onRemove,
  initialCode,
  error,
  disabled,
}: PromoFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const form = useForm<PromoFormInput, unknown, PromoFormOutput>({
    resolver: zodResolver(PromoForm),
    defaultValues: { code: initialCode ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    const result = await onApply(code);
    if (result.ok) form.reset({ code: '' });
    else form.setError('code', { type: 'server', message: result.message }, { shouldFocus: true });
  });

  // A code that came with the link is tried once, as if the learner had typed it and pressed Apply.
  const triedInitial = useRef(false);
  useEffect(() => {
    if (!initialCode || triedInitial.current) return;
    triedInitial.current = true;
    void submit();
  }, [initialCode, submit]);

  if (appliedCode) {
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-slate-800">
          <Trans>Promo code</Trans>
        </p>
        <div className="flex min-h-11 items-center justify-between gap-3 rounded-lg border border-success-600/30 bg-success-50 py-1 pr-1 pl-3">
          <p className="flex min-w-0 items-center gap-2 text-sm text-success-700">
            <TicketPercent aria-hidden="true" className="size-5 shrink-0" />
            <span className="min-w-0 truncate">
              <Trans>
                <span className="font-mono font-bold tracking-wider">{appliedCode}</span> applied
              </Trans>
            </span>
          </p>
          <Button
            variant="ghost"
            size="sm"
            onClick={onRemove}
            disabled={disabled}
            aria-label={t`Remove promo code ${appliedCode}`}
          >
            <X aria-hidden="true" className="size-4" />
            <Trans>Remove</Trans>
          </Button>
        </div>
        {error ? (
          <p role="alert" className="mt-1.5 text-sm text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  const message = errors.code?.message ?? error ?? undefined;
  const errorId = `${id}-error`;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800">
        <Trans>
          Promo code <span className="font-normal text-slate-500">(optional)</span>
        </Trans>
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          {...form.register('code')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder={t`e.g. WELCOME10`}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          className={`${inputClasses(Boolean(message))} min-w-0 flex-1 font-mono uppercase placeholder:font-sans placeholder:normal-case`}
        />
        <Button type="submit" variant="secondary" disabled={disabled || isSubmitting} className="shrink-0">
          {isSubmitting ? <SubmitProgress label={t`Applying…`} /> : <Trans>Apply</Trans>}
        </Button>
      </div>
      {message ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm text-danger-700">
          {message}
        </p>
      ) : null}
    </form>
  );
}
