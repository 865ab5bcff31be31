/** A short id for a new entry (the contract's ItemId: letters, digits, - and _): stable React keys. */
export function newItemId(): string {
  const random =
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID().replace(/-/g, '').slice(0, 12)
      : Math.random().toString(36).slice(2, 14);
  return `i${random}`;
}
