import { readFileSync } from 'node:fs';
import { hash } from '@node-rs/argon2';
import { FALLBACK_LANGUAGE, type Language, computePremium } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import { type Db, type Tx, withTenant } from '../client';
import * as s from '../schema';
import { seedInvoiceSettings } from './invoices';
import { demoLogo } from './logos';
import { seedTerms } from './terms';
import { NOTIFICATION_TEXTS } from './notification-texts';
import { seedPositions } from './positions';
import { createRandom, imoNumber } from './random';
import { DEMO_ROLES } from './roles';
import { DEMO_PASSWORD, DEMO_TENANTS, type DemoTenant } from './tenants-data';

type Feature = { properties: { code: string; name: string; kind: string; demo_rate_pct_per_7_days: number }; geometry: { type: string; coordinates: number[][][] } };
const areasGeo = JSON.parse(readFileSync(new URL('./areas.geojson', import.meta.url), 'utf8')) as { features: Feature[] };

const COVERAGES = [
  ['HM', 'Hull & machinery'],
  ['IV', 'Increased value'],
  ['LOH', 'Loss of hire'],
  ['PI', 'War P&I'],
  ['KR', 'Kidnap & ransom'],
] as const;

/** Seeds the demo tenants; a tenant that exists already is left as it is. */
export async function seedDemo(db: Db, opts: { now?: Date } = {}): Promise<{ created: string[] }> {
  const created: string[] = [];
  const passwordHash = await hash(DEMO_PASSWORD, { algorithm: 2 });
  for (const [index, t] of DEMO_TENANTS.entries()) {
    const [existing] = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, t.slug));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const [tenant] = await tx
        .insert(s.tenants)
        .values({ name: t.name, slug: t.slug, logoSvg: demoLogo(t.initials, t.name, t.colour), features: t.features })
        .returning({ id: s.tenants.id });
      await tx.insert(s.tenantDomains).values(t.hosts.map((host) => ({ host, tenantId: tenant!.id })));
    });
    const [tenant] = await db.select({ id: s.tenants.id }).from(s.tenants).where(eq(s.tenants.slug, t.slug));
    await withTenant(db, tenant!.id, (tx) => seedTenant(tx, tenant!.id, t, passwordHash, index + 1, opts.now ?? new Date()));
    created.push(t.slug);
  }
  return { created };
}

async function seedTenant(tx: Tx, tenantId: number, t: DemoTenant, passwordHash: string, seed: number, now: Date) {
  const rnd = createRandom(seed * 7919);
  await tx.insert(s.tenantSettings).values(Object.entries(t.settings).map(([name, setting]) => ({ tenantId, name, setting })));
  await tx.insert(s.currencies).values(t.currencies.map(([code, name, decimals]) => ({ tenantId, code, name, decimals })));

  const typeNames = [...new Set(t.organisations.map((o) => o.type))];
  const types = await tx.insert(s.organisationTypes).values(typeNames.map((name) => ({ tenantId, name }))).returning();
  const orgIds = new Map<string, number>();
  for (const o of t.organisations) {
    const [row] = await tx
      .insert(s.organisations)
      .values({
        tenantId,
        name: o.name,
        typeId: types.find((x) => x.name === o.type)!.id,
        parentId: o.parent ? orgIds.get(o.parent) : null,
        country: o.country,
        invoiceLanguage: o.language,
        contactEmail: `accounts@${o.name.toLowerCase().replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}.test`,
      })
      .returning({ id: s.organisations.id });
    orgIds.set(o.name, row!.id);
  }

  const roleIds = new Map<string, number>();
  for (const [name, def] of Object.entries(DEMO_ROLES)) {
    const [role] = await tx.insert(s.roles).values({ tenantId, name, description: def.description }).returning();
    roleIds.set(name, role!.id);
    if (def.permissions.length)
      await tx.insert(s.rolePermissions).values(def.permissions.map((permission) => ({ tenantId, roleId: role!.id, permission })));
  }
  const seededUsers: { id: number; language: Language }[] = [];
  const tenantLanguage = (t.settings['default-language'] ?? FALLBACK_LANGUAGE) as Language;
  for (const u of t.users) {
    const [user] = await tx
      .insert(s.users)
      .values({ tenantId, email: u.email, name: u.name, passwordHash, language: u.language ?? null, organisationId: u.organisation ? orgIds.get(u.organisation) : null })
      .returning({ id: s.users.id });
    seededUsers.push({ id: user!.id, language: (u.language ?? tenantLanguage) as Language });
    await tx.insert(s.userRoles).values({ tenantId, userId: user!.id, roleId: roleIds.get(u.role)! });
  }

  const coverage = await tx.insert(s.coverageTypes).values(COVERAGES.map(([code, name]) => ({ tenantId, code, name }))).returning();
  const hm = coverage.find((c) => c.code === 'HM')!;
  const iv = coverage.find((c) => c.code === 'IV')!;
  const areas = await tx
    .insert(s.areas)
    .values(areasGeo.features.map((f) => ({ tenantId, code: f.properties.code, name: f.properties.name, kind: f.properties.kind, geometry: f.geometry, effectiveFrom: '2025-01-01' })))
    .returning();
  const rateOf = new Map(areasGeo.features.map((f) => [f.properties.code, f.properties.demo_rate_pct_per_7_days]));
  await tx.insert(s.areaRates).values(
    areas.flatMap((a) => [
      { tenantId, areaId: a.id, coverageTypeId: hm.id, ratePct: String(rateOf.get(a.code)) },
      { tenantId, areaId: a.id, coverageTypeId: iv.id, ratePct: String(rateOf.get(a.code)) },
    ]),
  );

  const orgList = [...orgIds.values()];
  const types2 = ['Crude oil tanker', 'Bulk carrier', 'LNG carrier', 'Container ship', 'Product tanker', 'General cargo'];
  const vessels = await tx
    .insert(s.vessels)
    .values(
      t.vesselNames.map((name, i) => ({
        tenantId,
        organisationId: orgList[i % orgList.length]!,
        name,
        imo: imoNumber(900000 + seed * 10000 + i * 37),
        mmsi: String(257000000 + seed * 100000 + i * 11),
        type: types2[i % types2.length]!,
        flag: rnd.pick(['NO', 'MT', 'LR', 'PA', 'SG', 'JP', 'MH']),
        builtYear: rnd.int(2004, 2023),
        grossTonnage: rnd.int(8, 160) * 1000,
        hullValueMinor: rnd.int(20, 90) * 1_000_000_00,
        valueCurrency: t.valueCurrency,
      })),
    )
    .returning();

  await seedTrips(tx, tenantId, t, vessels, areas, rateOf, { hm: hm.id, iv: iv.id }, rnd, now);
  await seedNotifications(tx, tenantId, t, seededUsers, now);
  await seedInvoiceSettings(tx, tenantId, t, orgIds, passwordHash);
  await seedPositions(tx, tenantId, seed, now);
  await seedTerms(tx, tenantId);
}

type Rnd = ReturnType<typeof createRandom>;
const DAY = 86_400_000;
const isoDate = (d: Date) => d.toISOString().slice(0, 10);

async function seedTrips(
  tx: Tx,
  tenantId: number,
  t: DemoTenant,
  vessels: (typeof s.vessels.$inferSelect)[],
  areas: (typeof s.areas.$inferSelect)[],
  rateOf: Map<string, number>,
  cov: { hm: number; iv: number },
  rnd: Rnd,
  now: Date,
) {
  const year = now.getUTCFullYear();
  const lines: (typeof s.tripPremiumLines.$inferInsert)[] = [];
  const tripRows: (typeof s.trips.$inferInsert)[] = [];
  const plan: { hull: number; code: string; entry: string; exit: string }[] = [];
  for (let i = 0; i < 64; i++) {
    const vessel = vessels[i % vessels.length]!;
    const area = areas[rnd.int(0, areas.length - 1)]!;
    // 0-7: ongoing, 8-11: planned, 12-15: cancelled, the rest completed.
    const status = i < 8 ? 'ongoing' : i < 12 ? 'planned' : i < 16 ? 'cancelled' : 'completed';
    const start = status === 'planned' ? now.getTime() + rnd.int(2, 20) * DAY : now.getTime() - rnd.int(status === 'ongoing' ? 1 : 15, status === 'ongoing' ? 12 : 300) * DAY;
    const days = rnd.int(2, 16);
    const entry = new Date(start);
    const exit = status === 'ongoing' ? null : new Date(start + days * DAY);
    tripRows.push({
      tenantId,
      reference: `${t.refPrefix}-${year}-${String(i + 1).padStart(4, '0')}`,
      vesselId: vessel.id,
      organisationId: vessel.organisationId!,
      areaId: area.id,
      status,
      entryAt: entry,
      exitAt: exit,
      confirmedAt: status === 'completed' ? new Date(start - DAY) : null,
    });
    plan.push({ hull: vessel.hullValueMinor!, code: area.code, entry: isoDate(entry), exit: isoDate(exit ?? now) });
  }
  const trips = await tx.insert(s.trips).values(tripRows).returning({ id: s.trips.id });
  trips.forEach((trip, i) => {
    const p = plan[i]!;
    const rate = rateOf.get(p.code)!;
    const iv = Math.round(p.hull / 4);
    const r = computePremium({
      entryDate: p.entry,
      exitDate: p.exit,
      mode: 'whole',
      lines: [
        { coverage: 'HM', sumInsuredMinor: p.hull, ratePct: rate },
        { coverage: 'IV', sumInsuredMinor: iv, ratePct: rate },
      ],
    });
    lines.push(
      { tenantId, tripId: trip.id, coverageTypeId: cov.hm, sumInsuredMinor: p.hull, ratePct: String(rate), amountMinor: r.lines[0]!.amountMinor, currency: t.valueCurrency },
      { tenantId, tripId: trip.id, coverageTypeId: cov.iv, sumInsuredMinor: iv, ratePct: String(rate), amountMinor: r.lines[1]!.amountMinor, currency: t.valueCurrency },
    );
  });
  await tx.insert(s.tripPremiumLines).values(lines);
  void rnd;
}

async function seedNotifications(tx: Tx, tenantId: number, t: DemoTenant, users: { id: number; language: Language }[], now: Date) {
  const ref = (n: number) => `${t.refPrefix}-${now.getUTCFullYear()}-${String(n).padStart(4, '0')}`;
  const items = [
    { key: 'entered', n: 1, path: `/trips/${ref(1)}`, read: false, ago: 1 },
    { key: 'invoiceReady', n: 20, path: `/invoice?trip_id=${ref(20)}`, read: false, ago: 3 },
    { key: 'started', n: 2, path: `/trips/${ref(2)}`, read: false, ago: 6 },
    { key: 'ended', n: 17, path: `/trips/${ref(17)}`, read: true, ago: 30 },
    { key: 'areasUpdated', n: 0, path: '/areas', read: true, ago: 72 },
  ] as const;
  await tx.insert(s.notifications).values(
    users.flatMap((user) =>
      items.map((n) => ({
        tenantId,
        userId: user.id,
        text: NOTIFICATION_TEXTS[user.language][n.key].replace('{ref}', ref(n.n)).replace('{area}', 'Southern Red Sea & Bab el-Mandeb'),
        path: n.path,
        createdAt: new Date(now.getTime() - n.ago * 3_600_000),
        readAt: n.read ? new Date(now.getTime() - (n.ago - 1) * 3_600_000) : null,
      })),
    ),
  );
}
