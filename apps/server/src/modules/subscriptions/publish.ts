import { FALLBACK_LANGUAGE, LANGUAGES, type Language, type SubscriptionEvent } from '@seaward/contract';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { notifications, rolePermissions, roles, subscriptions, tenantSettings, userRoles, users } from '../../db/schema';
import type { SessionActor } from '../../http/context';
import { notificationHub } from '../notifications/hub';
import { visibleOrganisationIds } from '../reference/routes';
import { EVENT_TEXTS, fillText } from './event-texts';
import { deliverByEmail } from './mail-channel';

/** Something that happened; subscribers of its type and scope are told about it. */
export type StaffEvent = {
  type: SubscriptionEvent;
  /** Where the notification leads, e.g. `/trips/NWR-2026-0001`. */
  path: string;
  /** Scope keys: a subscription scoped to one of these matches. */
  areaId?: number | null;
  vesselId?: number | null;
  organisationId?: number | null;
  /** Text parameters: ref, vessel, area, level. */
  params: { ref?: string; vessel?: string; area?: string; level?: string };
};

const isLanguage = (s: string | null | undefined): s is Language => LANGUAGES.includes(s as Language);

async function tenantLanguage(tx: Tx): Promise<Language> {
  const [row] = await tx.select({ setting: tenantSettings.setting }).from(tenantSettings).where(eq(tenantSettings.name, 'default-language'));
  return isLanguage(row?.setting) ? row.setting : FALLBACK_LANGUAGE;
}

/**
 * Publishes an event inside the caller's transaction: every active user
 * subscribed to its type, with scope all or matching its area, vessel or
 * organisation, and allowed to see that organisation's data, gets a
 * notification in their language (in-app) and/or an e-mail through the mail
 * outbox. Nothing is written unless the caller's transaction commits; open
 * notification streams are woken shortly after. Returns the users notified.
 */
export async function publishEvent(tx: Tx, event: StaffEvent): Promise<{ userIds: number[] }> {
  const scopes = [eq(subscriptions.scope, 'all')];
  if (event.areaId) scopes.push(and(eq(subscriptions.scope, 'area'), eq(subscriptions.scopeId, event.areaId))!);
  if (event.vesselId) scopes.push(and(eq(subscriptions.scope, 'vessel'), eq(subscriptions.scopeId, event.vesselId))!);
  if (event.organisationId) scopes.push(and(eq(subscriptions.scope, 'organisation'), eq(subscriptions.scopeId, event.organisationId))!);
  const subs = await tx
    .select({ userId: users.id, email: users.email, name: users.name, language: users.language, organisationId: users.organisationId, inApp: subscriptions.inApp, byEmail: subscriptions.email })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(and(eq(subscriptions.event, event.type), eq(users.active, true), or(...scopes)));
  if (!subs.length) return { userIds: [] };

  // One delivery per user and channel, however many of their subscriptions match.
  const byUser = new Map<number, (typeof subs)[number]>();
  for (const s of subs) {
    const seen = byUser.get(s.userId);
    byUser.set(s.userId, seen ? { ...s, inApp: seen.inApp || s.inApp, byEmail: seen.byEmail || s.byEmail } : s);
  }
  const allowed = await usersWhoMaySee(tx, [...byUser.values()], event.organisationId ?? null);
  const [tenant] = await tx.execute(sql`select nullif(current_setting('app.tenant_id', true), '')::int as id`).then((r) => (r as unknown as { rows: { id: number }[] }).rows);
  const tenantId = tenant!.id;
  const fallback = await tenantLanguage(tx);
  const inApp: (typeof notifications.$inferInsert)[] = [];
  for (const user of byUser.values()) {
    if (!allowed.has(user.userId)) continue;
    const language = isLanguage(user.language) ? user.language : fallback;
    const text = fillText(EVENT_TEXTS[language][event.type], event.params);
    if (user.inApp) inApp.push({ tenantId, userId: user.userId, text, path: event.path });
    if (user.byEmail) await deliverByEmail(tx, { to: user.email, name: user.name, language, text, path: event.path });
  }
  if (inApp.length) await tx.insert(notifications).values(inApp);
  const userIds = [...allowed];
  notificationHub.wake(tenantId, inApp.map((n) => n.userId));
  return { userIds };
}

/** Organisation-level users hear only about their organisations (the same rule as the lists). */
async function usersWhoMaySee(tx: Tx, candidates: { userId: number; organisationId: number | null }[], organisationId: number | null): Promise<Set<number>> {
  const allowed = new Set<number>();
  const bound = candidates.filter((c) => c.organisationId != null);
  candidates.filter((c) => c.organisationId == null).forEach((c) => allowed.add(c.userId));
  if (!bound.length) return allowed;
  const ids = bound.map((b) => b.userId);
  const roleRows = await tx.select({ userId: userRoles.userId, name: roles.name }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(inArray(userRoles.userId, ids));
  const permRows = await tx
    .select({ userId: userRoles.userId, permission: rolePermissions.permission })
    .from(userRoles)
    .innerJoin(rolePermissions, eq(rolePermissions.roleId, userRoles.roleId))
    .where(inArray(userRoles.userId, ids));
  for (const b of bound) {
    const actor = {
      organisationId: b.organisationId,
      roles: roleRows.filter((r) => r.userId === b.userId).map((r) => r.name),
      permissions: permRows.filter((p) => p.userId === b.userId).map((p) => p.permission),
    } as unknown as SessionActor;
    const visible = await visibleOrganisationIds(tx, actor);
    if (!visible || (organisationId != null && visible.has(organisationId))) allowed.add(b.userId);
  }
  return allowed;
}
