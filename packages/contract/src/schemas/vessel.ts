import { z } from 'zod';
import { VESSEL_SORT_FIELDS } from './list-constants';
import { listResponseSchema, optionalId, optionalText, pageQuerySchema, sortSchema } from './list';

export const vesselListQuerySchema = pageQuerySchema.extend({
  q: optionalText,
  organisation_id: optionalId,
  type: optionalText,
  sort: sortSchema(VESSEL_SORT_FIELDS, 'name'),
});
export type VesselListQuery = z.infer<typeof vesselListQuerySchema>;

/** A vessel's position report. */
export const positionSchema = z.object({
  recorded_at: z.string(),
  lat: z.number(),
  lon: z.number(),
  speed_kn: z.number().nullable(),
  course_deg: z.number().int().nullable(),
});
export type Position = z.infer<typeof positionSchema>;

export const vesselRowSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imo: z.string().nullable(),
  mmsi: z.string().nullable(),
  type: z.string().nullable(),
  flag: z.string().nullable(),
  built_year: z.number().int().nullable(),
  organisation: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  ongoing_trip: z.string().nullable(),
});
export type VesselRow = z.infer<typeof vesselRowSchema>;
export const vesselListSchema = listResponseSchema(vesselRowSchema);
export type VesselList = z.infer<typeof vesselListSchema>;

export const vesselDetailSchema = vesselRowSchema.extend({
  gross_tonnage: z.number().int().nullable(),
  hull_value_minor: z.number().int().nullable(),
  value_currency: z.string().nullable(),
  position: positionSchema.nullable(),
  track: z.array(z.tuple([z.number(), z.number()])),
});
export type VesselDetail = z.infer<typeof vesselDetailSchema>;

/** `POST /v1/{product}/vessels/{id}/positions`: one position report. */
export const positionReportSchema = z.object({
  recorded_at: z.iso.datetime({ offset: true }),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
  speed_kn: z.number().min(0).max(80).nullable().optional(),
  course_deg: z.number().int().min(0).max(359).nullable().optional(),
});
export type PositionReport = z.infer<typeof positionReportSchema>;

/** One vessel on the live map. */
export const mapVesselSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imo: z.string().nullable(),
  organisation: z.string().nullable(),
  lat: z.number(),
  lon: z.number(),
  speed_kn: z.number().nullable(),
  course_deg: z.number().int().nullable(),
  recorded_at: z.string(),
  area_id: z.number().int().nullable(),
  trip_reference: z.string().nullable(),
  covered: z.boolean(),
});
export type MapVessel = z.infer<typeof mapVesselSchema>;
export const mapVesselListSchema = z.array(mapVesselSchema);
