import { useState, type FormEvent } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { zodResolver } from '../../../shared/forms/zod-resolver';
import { LoaderCircle } from 'lucide-react';
import { ApiError } from '@dokkho/contract/errors';
import {
  HandbookDownloadRequest,
  type HandbookDownloadLead,
  type HandbookDownloadResponse,
} from '@dokkho/contract/learning';
import { Button } from '../../../shared/ui/button';
import { FormField } from '../../../shared/ui/form-field';
import { useDownloadHandbook } from '../api/download-handbook';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural, t as translate } from '@lingui/core/macro';
import { currentFormat } from '../lib/message-text';

const FIELDS = [
  'name',
  'phone_number',
  'email',
] as const satisfies readonly FieldPath<HandbookDownloadRequest>[];

/** What the form says when the server refuses: the field messages go under their fields, the rest here. */
function serverMessage(error: unknown): {
  fields: Partial<Record<(typeof FIELDS)[number], string>>;
  message: string | null;
} {
  if (!(error instanceof ApiError)) {
    return {
      fields: {},
      message: error instanceof Error ? error.message : translate`Something went wrong. Please try again.`,
    };
  }
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    const minutesText = currentFormat().number(minutes);
    return {
      fields: {},
      message: translate`${plural(minutes, {
        one: `Too many download requests from your connection. Please wait ${minutesText} minute and try again.`,
        other: `Too many download requests from your connection. Please wait ${minutesText} minutes and try again.`,
      })}`,
    };
  }
  const body: unknown = error.body;
  if (error.status === 400 && body && typeof body === 'object' && !Array.isArray(body)) {
    const fields: Partial<Record<(typeof FIELDS)[number], string>> = {};
    const rest: string[] = [];
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      const text = Array.isArray(value) ? value.map(String).join(' ') : String(value);
      if ((FIELDS as readonly string[]).includes(key)) fields[key as (typeof FIELDS)[number]] = text;
      else rest.push(text);
    }
    return { fields, message: rest.length > 0 ? rest.join(' ') : null };
  }
  return { fields: {}, message: error.message };
}

/**
 * The handbook's lead form (`POST course/handbook-download/{id}/`): a name and a mobile number or an
 * e-mail, checked with the contract's own schema before anything is sent.
 */
export function HandbookLeadForm({
  handbookId,
  onDownloadReady,
}: {
  handbookId: number;
  onDownloadReady: (answer: HandbookDownloadResponse) => void;
}) {
  const { t } = useLingui();
  const download = useDownloadHandbook(handbookId);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<HandbookDownloadRequest, unknown, HandbookDownloadLead>({
    resolver: zodResolver(HandbookDownloadRequest),
    defaultValues: { name: '', phone_number: '', email: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onDownloadReady(await download.mutateAsync(values));
    } catch (error) {
      const { fields, message } = serverMessage(error);
      FIELDS.forEach((field, index) => {
        const text = fields[field];
        if (text) setError(field, { type: 'server', message: text }, { shouldFocus: index === 0 });
      });
      setFormError(message);
    }
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void submit(event);
  }

  const pending = download.isPending;
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label={t`Get the free handbook`}>
      <FormField
        label={t`Your name`}
        autoComplete="name"
        error={errors.name?.message}
        {...register('name')}
      />
      <FormField
        label={t`Mobile number`}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={t`01XXXXXXXXX`}
        help={t`Or your e-mail below: one of the two is enough. We send course news there, never spam.`}
        error={errors.phone_number?.message}
        {...register('phone_number')}
      />
      <FormField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        placeholder={t`you@example.com`}
        error={errors.email?.message}
        {...register('email')}
      />
      {formError ? (
        <div role="alert" className="rounded-lg bg-danger-50 px-3 py-2 text-sm font-medium text-danger-700">
          {formError}
        </div>
      ) : null}
      <Button
        type="submit"
        variant="accent"
        size="lg"
        className="w-full"
        disabled={pending}
        aria-busy={pending}
      >
        {pending ? (
          <>
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
            <Trans>Preparing your download…</Trans>
          </>
        ) : (
          t`Download the free handbook`
        )}
      </Button>
    </form>
  );
}
