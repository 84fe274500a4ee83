import { z } from 'zod';
import { AREA_SORT_FIELDS } from './list-constants';
import { listResponseSchema, optionalText, pageQuerySchema, sortSchema } from './list';
import { tripRowSchema } from './trip';

export const areaListQuerySchema = pageQuerySchema.extend({
  q: optionalText,
  kind: optionalText,
  sort: sortSchema(AREA_SORT_FIELDS, 'name'),
});
export type AreaListQuery = z.infer<typeof areaListQuerySchema>;

export const areaRateSchema = z.object({ coverage_code: z.string(), coverage_name: z.string(), rate_pct: z.string(), period_days: z.number().int() });

export const areaRowSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.string(),
  effective_from: z.string().nullable(),
  open_trips: z.number().int(),
  rates: z.array(areaRateSchema),
});
export type AreaRow = z.infer<typeof areaRowSchema>;
export const areaListSchema = listResponseSchema(areaRowSchema);
export type AreaList = z.infer<typeof areaListSchema>;

export const areaDetailSchema = areaRowSchema.extend({ geometry: z.unknown(), current_trips: z.array(tripRowSchema) });
export type AreaDetail = z.infer<typeof areaDetailSchema>;

/** Every area of the tenant with its outline, for the map. */
export const mapAreaSchema = areaRowSchema.extend({ geometry: z.unknown() });
export type MapArea = z.infer<typeof mapAreaSchema>;
export const mapAreaListSchema = z.array(mapAreaSchema);
