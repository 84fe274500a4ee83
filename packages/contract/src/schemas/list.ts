import { z } from 'zod';
import { MAX_PER_PAGE } from './list-constants';

/** The paging part of every list query: `page` is 1-based. */
export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
});

/** `sort=field` ascending or `sort=-field` descending, limited to `fields`. */
export const sortSchema = <T extends readonly [string, ...string[]]>(fields: T, fallback: string) =>
  z
    .string()
    .regex(new RegExp(`^-?(${fields.join('|')})$`), `one of ${fields.join(', ')}, optionally prefixed by -`)
    .default(fallback);

/** A list response: one page of rows and the total (capped: see COUNT_CAP). */
export const listResponseSchema = <T extends z.ZodType>(row: T) =>
  z.object({ data: z.array(row), total: z.number().int(), total_capped: z.boolean() });

/** Optional positive id filter from the query string. */
export const optionalId = z.coerce.number().int().positive().optional();

/** A calendar date filter, YYYY-MM-DD. */
export const optionalDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD').optional();

/** A free-text filter, trimmed; empty means none. */
export const optionalText = z
  .string()
  .max(100)
  .transform((s) => s.trim())
  .optional();
