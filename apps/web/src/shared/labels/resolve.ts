import type { I18n, MessageDescriptor } from '@lingui/core';

/**
 * A translated label per value of a contract enum. Typed `Record<Enum, MessageDescriptor>`, so a value
 * added to the contract fails to compile until it has a label; read one with `i18n._(MAP[value])`.
 */
export type LabelMap<K extends string> = Readonly<Record<K, MessageDescriptor>>;

/** `{ value, label }` for a select or a radio group, the labels in the interface language. */
export function labelOptions<K extends string>(
  values: readonly K[],
  labels: LabelMap<K>,
  i18n: I18n,
): { value: K; label: string }[] {
  return values.map((value) => ({ value, label: i18n._(labels[value]) }));
}

/**
 * The label of a value that came from outside (the address bar, older data): the stored value itself
 * when it is not one the map knows.
 */
export function labelOf<K extends string>(labels: LabelMap<K>, value: string, i18n: I18n): string {
  return Object.hasOwn(labels, value) ? i18n._(labels[value as K]) : value;
}
