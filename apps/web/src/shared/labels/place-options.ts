import type { I18n } from '@lingui/core';
import { BD_DIVISIONS, type BdDivision } from '@dokkho/contract/jobs';
import { DIVISION_LABELS, districtName } from './places';
import { labelOptions } from './resolve';

// Apart from places.ts: the list of districts by division is the contract's data (with its zod module),
// needed only where a place is chosen, not where one is shown.

const DIVISIONS = Object.keys(BD_DIVISIONS) as BdDivision[];

/** The eight divisions for a select: the stored English value, the name in the interface language. */
export function divisionOptions(i18n: I18n): { value: BdDivision; label: string }[] {
  return labelOptions(DIVISIONS, DIVISION_LABELS, i18n);
}

/** The districts of a division (none for no or an unknown division), named in the interface language. */
export function districtOptions(
  division: string | null | undefined,
  i18n: I18n,
): { value: string; label: string }[] {
  const districts: readonly string[] = division
    ? ((BD_DIVISIONS as Record<string, readonly string[]>)[division] ?? [])
    : [];
  return districts.map((district) => ({ value: district, label: districtName(district, i18n) }));
}
