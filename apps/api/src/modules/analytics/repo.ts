import { schema, type Database } from '@dokkho/db';

export interface NewAnalyticsEvent {
  userId: number;
  event: string;
  label: string;
  payload: Record<string, unknown>;
}

/** Appends one event; answers its id. */
export async function insertEvent(db: Database, event: NewAnalyticsEvent): Promise<number> {
  const [row] = await db
    .insert(schema.analyticsEvents)
    .values(event)
    .returning({ id: schema.analyticsEvents.id });
  return row!.id;
}
