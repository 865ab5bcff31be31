/** Poisha as the amount people type into a payout form: 123450 -> "1234.50", 50000 -> "500". */
export function poishaToTakaInput(poisha: number): string {
  const taka = Math.floor(poisha / 100);
  const paisa = poisha % 100;
  return paisa ? `${taka}.${String(paisa).padStart(2, '0')}` : String(taka);
}
