import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { inLanguageOnScreen } from '../../../shared/forms/zod-resolver';

/**
 * A react-hook-form resolver from a contract schema whose fields are nested (`experience.2.end`): each
 * issue goes under its own path, so the message shows at the field it is about, in the server's words and
 * the language on screen.
 * (job-seeker's contractResolver only handles flat forms.)
 */
export function nestedResolver<V extends FieldValues>(schema: z.ZodType): Resolver<V> {
  return inLanguageOnScreen<V, unknown, V>((values) => {
    const result = schema.safeParse(values);
    if (result.success) return { values, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      let node = errors;
      for (const [index, segment] of path.slice(0, -1).entries()) {
        const next = node[segment];
        if (typeof next !== 'object' || next === null) {
          node[segment] = /^\d+$/.test(path[index + 1] ?? '') ? [] : {};
        }
        node = node[segment] as Record<string, unknown>;
      }
      const last = path[path.length - 1]!;
      if (!(last in node)) node[last] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<V> };
  });
}

/** Which top-level sections of `values` pass `schema`'s shape (an object schema of sections). */
export function sectionValidity<K extends string>(
  shape: Record<K, z.ZodType>,
  values: Record<K, unknown>,
): Record<K, boolean> {
  const out = {} as Record<K, boolean>;
  for (const key of Object.keys(shape) as K[]) out[key] = shape[key].safeParse(values[key]).success;
  return out;
}
