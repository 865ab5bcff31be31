import { z } from 'zod';

/** DRF-style page query (ARCHITECTURE.md: `?page=&page_size=`). */
export const PageQuery = z.object({
  page: z.coerce.number().int('Page must be a whole number').min(1, 'Page must be 1 or more').default(1),
  page_size: z.coerce
    .number()
    .int('Page size must be a whole number')
    .min(1, 'Page size must be at least 1')
    .max(48, 'Page size can be at most 48')
    .default(12),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** DRF-style page: `{count, next, previous, results}`, next/previous are absolute URLs or null. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}
export type Paginated<T> = { count: number; next: string | null; previous: string | null; results: T[] };
