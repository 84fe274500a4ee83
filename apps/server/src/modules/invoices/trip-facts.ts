import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { areas, coverageTypes, currencies, organisations, tenantSettings, tenants, tripPremiumLines, trips, vessels } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { SessionActor } from '../../http/context';
import { mayseeOrganisation } from './access';

const isoDate = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : null);

/** What an invoice needs to know about its trip. */
export type TripFacts = Awaited<ReturnType<typeof tripFacts>>;

/**
 * The trip by reference with its vessel, area, organisation and premium
 * lines. Another tenant's trip, or one of an organisation the actor may not
 * see, is a 404.
 */
export async function tripFacts(tx: Tx, actor: SessionActor | null, reference: string) {
  // Named columns only: an area's geometry can weigh hundreds of kilobytes.
  const [row] = await tx
    .select({
      trip: { id: trips.id, reference: trips.reference, organisationId: trips.organisationId, entryAt: trips.entryAt, exitAt: trips.exitAt, confirmedAt: trips.confirmedAt },
      vessel: { id: vessels.id, name: vessels.name, imo: vessels.imo },
      area: { id: areas.id, name: areas.name },
      organisation: {
        id: organisations.id,
        name: organisations.name,
        address: organisations.address,
        country: organisations.country,
        vatNumber: organisations.vatNumber,
        contactEmail: organisations.contactEmail,
        invoiceLanguage: organisations.invoiceLanguage,
      },
    })
    .from(trips)
    .innerJoin(vessels, eq(vessels.id, trips.vesselId))
    .innerJoin(areas, eq(areas.id, trips.areaId))
    .innerJoin(organisations, eq(organisations.id, trips.organisationId))
    .where(eq(trips.reference, sql.placeholder('reference')))
    // Named: PostgreSQL keeps the plan per connection; planning this join costs ten times its execution.
    .prepare('invoice_trip_facts')
    .execute({ reference });
  if (!row || (actor && !(await mayseeOrganisation(tx, actor, row.trip.organisationId)))) throw notFound('Trip');
  const lines = await tx
    .select({ id: tripPremiumLines.id, coverage: coverageTypes.name, sumInsuredMinor: tripPremiumLines.sumInsuredMinor, ratePct: tripPremiumLines.ratePct, amountMinor: tripPremiumLines.amountMinor, currency: tripPremiumLines.currency })
    .from(tripPremiumLines)
    .innerJoin(coverageTypes, eq(coverageTypes.id, tripPremiumLines.coverageTypeId))
    .where(eq(tripPremiumLines.tripId, sql.placeholder('tripId')))
    .orderBy(asc(tripPremiumLines.id))
    .prepare('invoice_trip_lines')
    .execute({ tripId: row.trip.id });
  const entry = isoDate(row.trip.entryAt);
  const exit = isoDate(row.trip.exitAt);
  const days = entry && exit ? Math.round((Date.parse(exit) - Date.parse(entry)) / 86_400_000) + 1 : null;
  return {
    ...row,
    lines,
    entry,
    exit,
    days,
    confirmed: isoDate(row.trip.confirmedAt),
  };
}

/** The tenant's name, logo, default language and number format. */
export async function tenantFacts(tx: Tx, tenantId: number) {
  const [t] = await tx.select({ name: tenants.name, logoSvg: tenants.logoSvg }).from(tenants).where(eq(tenants.id, tenantId));
  const settings = await tx.select().from(tenantSettings);
  const setting = (name: string) => settings.find((s) => s.name === name)?.setting ?? null;
  const cur = await tx.select({ code: currencies.code, decimals: currencies.decimals }).from(currencies);
  return {
    name: t?.name ?? '',
    logoSvg: t?.logoSvg ?? null,
    language: setting('default-language') ?? 'en-GB',
    numberFormat: setting('invoice-number-format') ?? '{YYYY}-{SEQ:5}',
    decimals: Object.fromEntries(cur.map((c) => [c.code, c.decimals])) as Record<string, number>,
  };
}

/**
 * An invoice number from the tenant's format: {YYYY}, {YY} and {SEQ:n}
 * (the sequence, zero-padded to n digits).
 */
export function formatInvoiceNumber(format: string, year: number, sequence: number): string {
  return format
    .replace(/\{YYYY\}/g, String(year))
    .replace(/\{YY\}/g, String(year % 100).padStart(2, '0'))
    .replace(/\{SEQ(?::(\d+))?\}/g, (_m, n: string | undefined) => String(sequence).padStart(Number(n ?? 1), '0'));
}
