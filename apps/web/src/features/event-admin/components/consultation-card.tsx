import { useId, useState, type FormEvent } from 'react';
import { Phone } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@dokkho/contract/errors';
import {
  CONSULTATION_STATUSES,
  type ConsultationItem,
  type ConsultationStatus,
} from '@dokkho/contract/events';
import { dhakaLocalToUtc, utcToDhakaLocal } from '@dokkho/domain/dates';
import { useFormat } from '../../../shared/i18n/format';
import { Button } from '../../../shared/ui/button';
import { FormAlert } from '../../../shared/ui/form-alert';
import { FormField } from '../../../shared/ui/form-field';
import { FormSelect } from '../../../shared/ui/form-select';
import { FormTextarea } from '../../../shared/ui/form-textarea';
import { SubmitProgress } from '../../../shared/ui/submit-progress';
import { useUpdateConsultation } from '../api/event-admin';
import { CONSULTATION_LABELS } from '../lib/labels';

function errorOf(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const body = error.body as Record<string, unknown>;
    const field = body.call_back_at ?? body.status ?? body.staff_note;
    if (Array.isArray(field)) return field.map(String).join(' ');
  }
  return error instanceof Error ? error.message : fallback;
}

/**
 * One consultation request: who, what they asked, from which event, and the follow-up: a new state, a
 * call-back time on a Dhaka clock, a note. The caller is recorded as handling it.
 */
export function ConsultationCard({
  item,
  onDone,
}: {
  item: ConsultationItem;
  onDone: (text: string) => void;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const id = useId();
  const update = useUpdateConsultation(item.id);
  const current = item.call_back_at ? utcToDhakaLocal(new Date(item.call_back_at)) : null;
  const [status, setStatus] = useState<ConsultationStatus>(item.status);
  const [date, setDate] = useState(current?.date ?? '');
  const [time, setTime] = useState(current?.time ?? '');
  const [note, setNote] = useState(item.staff_note);
  const [error, setError] = useState<string | null>(null);
  const name = item.name;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    let callBackAt: string | null = null;
    if (status === 'call_back') {
      const instant = date && time ? dhakaLocalToUtc(date, time) : null;
      if (!instant) {
        setError(t`Choose the day and time to call back (Dhaka time).`);
        return;
      }
      callBackAt = instant.toISOString();
    }
    const label = i18n._(CONSULTATION_LABELS[status]);
    update
      .mutateAsync({ status, call_back_at: callBackAt, staff_note: note })
      .then(() => onDone(t`${name}: ${label}.`))
      .catch((failure: unknown) => setError(errorOf(failure, t`Something went wrong. Please try again.`)));
  }

  return (
    <li className="rounded-card bg-white p-4 shadow-card sm:p-5" data-testid="consultation">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">{item.name}</p>
          <a
            href={`tel:${item.phone}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 hover:underline"
          >
            <Phone aria-hidden="true" className="size-4" />
            {item.phone}
          </a>
          {item.email ? <p className="text-sm break-all text-slate-600">{item.email}</p> : null}
        </div>
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-700">
          {i18n._(CONSULTATION_LABELS[item.status])}
        </span>
      </div>
      <p className="mt-2 text-sm text-pretty whitespace-pre-line text-slate-800">{item.message}</p>
      <dl className="mt-2 space-y-1 text-sm text-slate-600">
        {item.preferred_time ? (
          <div>
            <dt className="inline font-semibold">
              <Trans>Prefers:</Trans>
            </dt>{' '}
            <dd className="inline">{item.preferred_time}</dd>
          </div>
        ) : null}
        {item.event ? (
          <div>
            <dt className="inline font-semibold">
              <Trans>From:</Trans>
            </dt>{' '}
            <dd className="inline">{item.event.title}</dd>
          </div>
        ) : null}
        <div>
          <dt className="inline font-semibold">
            <Trans>Asked:</Trans>
          </dt>{' '}
          <dd className="inline">{format.dateTime(item.created_at)}</dd>
        </div>
        {item.call_back_at ? (
          <div>
            <dt className="inline font-semibold">
              <Trans>Call back:</Trans>
            </dt>{' '}
            <dd className="inline">{format.dateTime(item.call_back_at)}</dd>
          </div>
        ) : null}
        {item.handled_by ? (
          <div>
            <dt className="inline font-semibold">
              <Trans>Handled by:</Trans>
            </dt>{' '}
            <dd className="inline">{item.handled_by.name}</dd>
          </div>
        ) : null}
      </dl>
      <form noValidate onSubmit={submit} className="mt-3 space-y-3 border-t border-slate-100 pt-3">
        <fieldset disabled={update.isPending} className="space-y-3">
          <FormSelect
            id={`${id}-status`}
            label={t`State`}
            value={status}
            onChange={(event) => setStatus(event.target.value as ConsultationStatus)}
            options={CONSULTATION_STATUSES.map((value) => ({
              value,
              label: i18n._(CONSULTATION_LABELS[value]),
            }))}
          />
          {status === 'call_back' ? (
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField
                id={`${id}-date`}
                type="date"
                label={t`Call back on (Dhaka time)`}
                value={date}
                onChange={(event) => setDate(event.target.value)}
              />
              <FormField
                id={`${id}-time`}
                type="time"
                label={t`At`}
                value={time}
                onChange={(event) => setTime(event.target.value)}
              />
            </div>
          ) : null}
          <FormTextarea
            id={`${id}-note`}
            label={t`Note`}
            optional
            rows={2}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </fieldset>
        {error ? <FormAlert>{error}</FormAlert> : null}
        <Button type="submit" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? <SubmitProgress label={t`Saving…`} /> : <Trans>Save</Trans>}
        </Button>
      </form>
    </li>
  );
}
