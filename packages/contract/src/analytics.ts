import { z } from 'zod';

/**
 * `POST generics/create-analytics-track/` (SPEC.md §7): `{event, label, payload}`, sent only when signed
 * in; a failure is only logged by the client (§8). Names are short snake_case words so that reports can
 * group by them; the payload is a small flat object, never a place for personal data.
 */
export const AnalyticsEventRequest = z.object({
  event: z
    .string({ error: 'Name the event' })
    .trim()
    .regex(/^[a-z][a-z0-9_]{1,47}$/, 'Event names are 2-48 lowercase letters, digits or underscores'),
  label: z.string().trim().max(200, 'Labels are at most 200 characters').optional().default(''),
  payload: z
    .record(z.string().max(48), z.union([z.string().max(500), z.number(), z.boolean(), z.null()]), {
      error: 'The payload is a flat object of short values',
    })
    .optional()
    .default({})
    .refine((payload) => Object.keys(payload).length <= 20, 'The payload has at most 20 keys'),
});
export type AnalyticsEventRequest = z.input<typeof AnalyticsEventRequest>;

export const AnalyticsEventResponse = z.object({ id: z.number().int() });
