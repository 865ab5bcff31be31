import { z } from 'zod';

/** The body of a general error reply (ARCHITECTURE.md "The API contract"). */
export const ErrorDetail = z
  .object({ detail: z.string() })
  .describe('A general error: one human-readable message');

/** Field errors: each field maps to its messages. */
export const FieldErrors = z
  .record(z.string(), z.array(z.string()))
  .describe('Validation errors: a list of human-readable messages per field');

/**
 * The largest value of a PostgreSQL `integer` column: every id (serial) and every count or poisha amount we
 * store. An input past it is the caller's mistake (400), not a database error (issue 14: 500s).
 */
export const PG_INTEGER_MAX = 2_147_483_647;
export const ID_TOO_LARGE_MESSAGE = 'Id is too large';

/** An id in a JSON body: a whole number from 1 to PG_INTEGER_MAX. */
export const Id = z
  .number({ error: 'Id must be a number' })
  .int('Id must be a whole number')
  .positive('Id must be positive')
  .max(PG_INTEGER_MAX, ID_TOO_LARGE_MESSAGE);

/** The same id from a path or query string (text), with the label said in its messages. */
export const idFromText = (label = 'Id') =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number`)
    .positive(`${label} must be positive`)
    .max(PG_INTEGER_MAX, `${label} is too large`);

export const IdParam = z.object({ id: idFromText() });

/** A 204's answer: no body. */
export const NoContent = z.null().describe('No content');

/**
 * A PDF download's success answer: the file's bytes as `application/pdf` (routes that print or stream one
 * say `produces` so the OpenAPI document names the type). Browsers save it through `routePath`, not JSON.
 */
export const PdfFile = z.string().meta({ format: 'binary', description: 'A PDF file (application/pdf)' });

/**
 * A random token in a path (order tokens are UUIDs, session keys and ids are URL-safe base64 or hex): only
 * these characters, so what a route puts back into a `Location` header or a query is always a valid header.
 */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;
export const PathToken = z.string().regex(TOKEN_PATTERN, 'This link is not valid');

export const HealthResponse = z.object({ status: z.literal('ok') });
export const ReadinessResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});
