import type { z } from 'zod';
import type { AnalyticsEventRequest, AnalyticsEventResponse } from '@dokkho/contract/analytics';
import type { Database } from '@dokkho/db';
import * as repo from './repo';

/** Records one event of a signed-in user (SPEC.md §7 "Analytics"): append-only, nothing else to check. */
export async function recordEvent(options: {
  db: Database;
  userId: number;
  input: z.output<typeof AnalyticsEventRequest>;
}): Promise<z.infer<typeof AnalyticsEventResponse>> {
  const { event, label, payload } = options.input;
  const id = await repo.insertEvent(options.db, { userId: options.userId, event, label, payload });
  return { id };
}
