import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organisations } from './organisations';
import { tenantId } from './columns';

export const currencies = pgTable(
  'currencies',
  {
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    decimals: smallint('decimals').notNull().default(2),
    active: boolean('active').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code] })],
);

export const coverageTypes = pgTable(
  'coverage_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique().on(t.tenantId, t.code)],
);

export const vessels = pgTable(
  'vessels',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    organisationId: integer('organisation_id').references(() => organisations.id),
    name: text('name').notNull(),
    imo: text('imo'),
    mmsi: text('mmsi'),
    type: text('type'),
    flag: text('flag'),
    builtYear: smallint('built_year'),
    grossTonnage: integer('gross_tonnage'),
    /** Hull & machinery insured value in minor units of `valueCurrency`. */
    hullValueMinor: bigint('hull_value_minor', { mode: 'number' }),
    valueCurrency: text('value_currency'),
  },
  (t) => [unique().on(t.tenantId, t.imo), index().on(t.tenantId, t.organisationId), index().on(t.tenantId, t.name)],
);

/** A listed area; `geometry` is a GeoJSON Polygon or MultiPolygon. */
export const areas = pgTable(
  'areas',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull().default('listed'),
    geometry: jsonb('geometry').$type<{ type: string; coordinates: unknown }>().notNull(),
    effectiveFrom: date('effective_from'),
  },
  (t) => [unique().on(t.tenantId, t.code)],
);

/** Rate per coverage type of an area, as a percentage of insured value per period. */
export const areaRates = pgTable(
  'area_rates',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    coverageTypeId: integer('coverage_type_id')
      .notNull()
      .references(() => coverageTypes.id),
    ratePct: numeric('rate_pct', { precision: 9, scale: 4 }).notNull(),
    periodDays: smallint('period_days').notNull().default(7),
  },
  (t) => [unique().on(t.areaId, t.coverageTypeId)],
);

export const TRIP_STATUSES = ['planned', 'ongoing', 'completed', 'cancelled'] as const;

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    reference: text('reference').notNull(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    status: text('status', { enum: TRIP_STATUSES }).notNull(),
    entryAt: timestamp('entry_at', { withTimezone: true }),
    exitAt: timestamp('exit_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.tenantId, t.reference),
    index().on(t.tenantId, t.entryAt),
    index().on(t.tenantId, t.status, t.entryAt),
    index().on(t.tenantId, t.vesselId),
    index().on(t.tenantId, t.areaId),
    index().on(t.tenantId, t.organisationId),
    // Staff lists: every filter column paired with the default sort (entry), the
    // other sorts, a prefix search on the reference, and the ongoing set.
    index('trips_tenant_area_entry_idx').on(t.tenantId, t.areaId, t.entryAt),
    index('trips_tenant_org_entry_idx').on(t.tenantId, t.organisationId, t.entryAt),
    index('trips_tenant_vessel_entry_idx').on(t.tenantId, t.vesselId, t.entryAt),
    // The id completes each sort key: ties (many trips entered the same hour) need no sort step.
    index('trips_tenant_exit_id_idx').on(t.tenantId, t.exitAt, t.id),
    index('trips_tenant_entry_id_idx').on(t.tenantId, t.entryAt, t.id),
    index('trips_tenant_created_idx').on(t.tenantId, t.createdAt),
    // Reference prefix search as a byte-wise range (~>=~ / ~<~): those operators are
    // leakproof, so PostgreSQL may use the index under row-level security (LIKE is not).
    index('trips_tenant_reference_pattern_idx').on(t.tenantId, sql`${t.reference} text_pattern_ops`),
    index('trips_tenant_ongoing_entry_idx').on(t.tenantId, t.entryAt).where(sql`${t.exitAt} is null and ${t.status} <> 'cancelled'`),
  ],
);

/** One premium line per coverage type of a trip; amounts in minor units. */
export const tripPremiumLines = pgTable(
  'trip_premium_lines',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    coverageTypeId: integer('coverage_type_id')
      .notNull()
      .references(() => coverageTypes.id),
    sumInsuredMinor: bigint('sum_insured_minor', { mode: 'number' }).notNull(),
    ratePct: numeric('rate_pct', { precision: 9, scale: 4 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
  },
  (t) => [index().on(t.tripId)],
);

export const positions = pgTable(
  'vessel_positions',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    vesselId: integer('vessel_id')
      .notNull()
      .references(() => vessels.id, { onDelete: 'cascade' }),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    lat: numeric('lat', { precision: 8, scale: 5, mode: 'number' }).notNull(),
    lon: numeric('lon', { precision: 8, scale: 5, mode: 'number' }).notNull(),
    speedKn: numeric('speed_kn', { precision: 5, scale: 1, mode: 'number' }),
    courseDeg: smallint('course_deg'),
  },
  (t) => [index().on(t.tenantId, t.vesselId, t.recordedAt)],
);
