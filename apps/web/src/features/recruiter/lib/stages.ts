import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { APPLICATION_STAGES, type ApplicationStage, type TimelineStage } from '@dokkho/contract/hiring';
import { APPLICATION_STAGE_LABELS } from '../../../shared/labels/hiring';

export const STAGE_OPTIONS = APPLICATION_STAGES.map((stage) => ({
  value: stage,
  label: APPLICATION_STAGE_LABELS[stage],
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
  const label = i18n._(APPLICATION_STAGE_LABELS[stage]);
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
