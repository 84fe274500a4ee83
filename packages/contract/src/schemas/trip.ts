import { z } from 'zod';
import { TRIP_SORT_FIELDS, TRIP_STATUS_VALUES } from './list-constants';
import { listResponseSchema, optionalDate, optionalId, optionalText, pageQuerySchema, sortSchema } from './list';

/** Filters of the trips list (also used by its CSV export). */
export const tripFilterSchema = z.object({
  q: optionalText,
  status: z.enum(TRIP_STATUS_VALUES).optional(),
  area_id: optionalId,
  organisation_id: optionalId,
  vessel_id: optionalId,
  entry_from: optionalDate,
  entry_to: optionalDate,
  ongoing: z.enum(['true', 'false']).optional(),
});
export type TripFilter = z.infer<typeof tripFilterSchema>;

export const tripListQuerySchema = pageQuerySchema.extend(tripFilterSchema.shape).extend({ sort: sortSchema(TRIP_SORT_FIELDS, '-entry_at') });
export const tripExportQuerySchema = tripFilterSchema.extend({ sort: sortSchema(TRIP_SORT_FIELDS, '-entry_at') });
export type TripListQuery = z.infer<typeof tripListQuerySchema>;

/** Premium per currency, minor units. */
export const moneySchema = z.object({ currency: z.string(), amount_minor: z.number().int() });

/** One row of the trips list. */
export const tripRowSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: z.enum(TRIP_STATUS_VALUES),
  vessel: z.object({ id: z.number().int(), name: z.string(), imo: z.string().nullable() }),
  organisation: z.object({ id: z.number().int(), name: z.string() }),
  area: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
  entry_at: z.string().nullable(),
  exit_at: z.string().nullable(),
  days: z.number().int().nullable(),
  premium: z.array(moneySchema),
  invoice_status: z.string().nullable(),
});
export type TripRow = z.infer<typeof tripRowSchema>;
export const tripListSchema = listResponseSchema(tripRowSchema);
export type TripList = z.infer<typeof tripListSchema>;

/** `GET /v1/{product}/trips/{reference}`. */
export const tripDetailSchema = tripRowSchema.extend({
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
  vessel: z.object({ id: z.number().int(), name: z.string(), imo: z.string().nullable(), type: z.string().nullable(), flag: z.string().nullable() }),
  area: z.object({ id: z.number().int(), name: z.string(), code: z.string(), geometry: z.unknown() }),
  lines: z.array(
    z.object({
      coverage_code: z.string(),
      coverage_name: z.string(),
      sum_insured_minor: z.number().int(),
      rate_pct: z.string(),
      amount_minor: z.number().int(),
      currency: z.string(),
    }),
  ),
  track: z.array(z.tuple([z.number(), z.number()])),
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

export const tripReferenceParamSchema = z.object({ reference: z.string().min(1).max(64) });
