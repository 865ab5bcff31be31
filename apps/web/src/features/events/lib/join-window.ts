/** The join button shows from 15 minutes before the start until the end (docs/decisions/042). */
export const JOIN_OPENS_MINUTES_BEFORE = 15;

export type JoinPhase = 'before' | 'open' | 'ended';

export interface JoinWindow {
  opens_at: string;
  closes_at: string;
}

/** Where `now` falls in the join window the API announced. */
export function joinPhase(window: JoinWindow, now: Date): JoinPhase {
  if (now.getTime() >= new Date(window.closes_at).getTime()) return 'ended';
  return now.getTime() >= new Date(window.opens_at).getTime() ? 'open' : 'before';
}

/** The window of an event card (start - 15 min .. end), for pages that have the card only. */
export function joinWindowOf(event: { starts_at: string; ends_at: string }): JoinWindow {
  const opens = new Date(new Date(event.starts_at).getTime() - JOIN_OPENS_MINUTES_BEFORE * 60_000);
  return { opens_at: opens.toISOString(), closes_at: event.ends_at };
}
