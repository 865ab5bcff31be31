import { dhakaDayKey } from '@dokkho/domain/dates';
import type { SupportSlot } from '@dokkho/contract/support-sessions';

/** The slots grouped by their Dhaka calendar day, in order (the list arrives soonest first). */
export function slotsByDay(slots: readonly SupportSlot[]): { day: string; slots: SupportSlot[] }[] {
  const days = new Map<string, SupportSlot[]>();
  for (const slot of slots) {
    const key = dhakaDayKey(slot.starts_at);
    const list = days.get(key) ?? [];
    list.push(slot);
    days.set(key, list);
  }
  return [...days].map(([day, list]) => ({ day, slots: list }));
}

/** The end of a slot, for "8:00 pm - 8:30 pm". */
export function slotEnd(slot: Pick<SupportSlot, 'starts_at' | 'duration_minutes'>): string {
  return new Date(new Date(slot.starts_at).getTime() + slot.duration_minutes * 60_000).toISOString();
}
