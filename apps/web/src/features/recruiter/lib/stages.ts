import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { APPLICATION_STAGES, type ApplicationStage, type TimelineStage } from '@dokkho/contract/hiring';

/**
 * The stages as the recruiter names them: the English of the contract's APPLICATION_STAGE_LABELS, here
 * as messages so that the recruiter's screens read them in Bangla too.
 */
export const STAGE_LABELS: Record<ApplicationStage, MessageDescriptor> = {
  applied: msg`Applied`,
  screening: msg`Screening`,
  interview: msg`Interview`,
  offer: msg`Offer`,
  hired: msg`Hired`,
  rejected: msg`Rejected`,
};

export const STAGE_OPTIONS = APPLICATION_STAGES.map((stage) => ({
  value: stage,
  label: STAGE_LABELS[stage],
}));

/** A stage from the address bar (`?stage=`), or undefined for anything else. */
export function readStage(value: string | null): TimelineStage | undefined {
  if (value === 'withdrawn') return value;
  return (APPLICATION_STAGES as readonly string[]).includes(value ?? '')
    ? (value as ApplicationStage)
    : undefined;
}

export function readPage(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * "Moved 3 to Interview; 1 skipped (withdrawn, or already at Interview)." The server skips both and
 * counts them together, so the sentence names both reasons.
 */
export function bulkResultText(
  updated: number,
  skipped: number,
  stage: ApplicationStage,
  i18n: I18n,
): string {
  const label = i18n._(STAGE_LABELS[stage]);
  const moved = i18n.number(updated);
  const skippedCount = i18n.number(skipped);
  return skipped > 0
    ? i18n._(msg`Moved ${moved} to ${label}; ${skippedCount} skipped (withdrawn, or already at ${label}).`)
    : i18n._(msg`Moved ${moved} to ${label}.`);
}

/** Builds `path?…` from the non-empty values, so shared links stay short. */
export function hrefWith(
  path: string,
  values: Record<string, string | number | boolean | undefined>,
): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === '' || value === false) continue;
    if (key === 'page' && value === 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
