import { z } from 'zod';

/** The body of a general error reply (ARCHITECTURE.md "The API contract"). */
export const ErrorDetail = z
  .object({ detail: z.string() })
  .describe('A general error: one human-readable message');

/** Field errors: each field maps to its messages. */
export const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Validation errors: a list of human-readable messages per field');

export const IdParam = z.object({
  id: z.coerce
    .number({ error: 'Id must be a number' })
    .int('Id must be a whole number')
    .positive('Id must be positive'),
});

export const HealthResponse = z.object({ status: z.literal('ok') });
export const ReadinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
