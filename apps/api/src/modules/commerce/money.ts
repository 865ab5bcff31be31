/**
 * Taka for documents the server writes (invoice PDF, receipt e-mail). Built by hand rather than with
 * Intl: ICU output differs between machines (PROVIDERS.md "Money and locale") and an invoice must read the
 * same wherever it is rendered. Grouping is the Indian/Bangladeshi lakh style familiar to our readers:
 * 1234567.50 taka -> "৳12,34,567.50".
 */
export function formatTaka(poisha: number): string {
  if (!Number.isSafeInteger(poisha)) {
    throw new RangeError(`formatTaka expects an integer amount of poisha, got ${poisha}`);
  }
  const sign = poisha < 0 ? '-' : '';
  const abs = Math.abs(poisha);
  const taka = String(Math.floor(abs / 100));
  const paisa = String(abs % 100).padStart(2, '0');
  // The last three digits, then groups of two: 12,34,567.
  const last = taka.slice(-3);
  const rest = taka.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${last}` : last;
  return `${sign}৳${grouped}.${paisa}`;
}
