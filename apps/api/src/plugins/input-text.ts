import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/app-error';
import { NON_FIELD_ERRORS } from './errors';

/**
 * A NUL character (PostgreSQL refuses it in text and jsonb) or half of a surrogate pair (refused in jsonb,
 * silently mangled in text): a request carrying one would fail in the database (a 500) or lose what was
 * sent, instead of being told what is wrong (issue 14).
 */
const LONE_SURROGATE = /\p{Cs}/u;
const isUnstorable = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

export const UNSTORABLE_TEXT_MESSAGE =
  'This contains a character that cannot be stored (a NUL byte or a broken Unicode character).';

/**
 * The dotted path of the first text (a key or a value) that cannot be stored, '' for the root, or null.
 * Walked with a stack of its own, not by recursion: a 1 MB body can nest arrays thousands deep, which would
 * overflow the call stack (a 500) before validation could refuse it.
 */
export function findUnstorableText(value: unknown, path = ''): string | null {
  const pending: [unknown, string][] = [[value, path]];
  while (pending.length > 0) {
    const [current, at] = pending.pop()!;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return at;
      continue;
    }
    // Raw bodies (the Stripe webhook's bytes, uploaded files) are the route's own business.
    if (!current || typeof current !== 'object' || Buffer.isBuffer(current)) continue;
    const children: [unknown, string][] = [];
    for (const [key, inner] of Object.entries(current)) {
      const innerAt = at ? `${at}.${key}` : key;
      if (isUnstorable(key)) return innerAt;
      children.push([inner, innerAt]);
    }
    // Depth first, in the object's own order.
    for (let index = children.length - 1; index >= 0; index--) pending.push(children[index]!);
  }
  return null;
}

/**
 * Refuses such text at the edge with a 400 naming the field, in path parameters, the query string and
 * JSON, form and multipart bodies alike, for every route. It runs before validation, after the routes'
 * sign-in guards (onRequest), so a protected route still answers 401 first.
 */
export function registerInputTextCheck(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = findUnstorableText(part);
      if (field !== null) {
        throw AppError.badRequest(UNSTORABLE_TEXT_MESSAGE, {
          [field || NON_FIELD_ERRORS]: [UNSTORABLE_TEXT_MESSAGE],
        });
      }
    }
  });
}
