import { can } from '@seaward/contract';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { organisations } from '../../db/schema';
import { notFound } from '../../http/app-error';
import type { SessionActor } from '../../http/context';
import { visibleOrganisationIds } from '../reference/routes';

/** The settings sections and the permission suffix of each (section 6). */
export const SETTINGS_SECTIONS = ['title', 'email', 'bank', 'due-date', 'signature', 'notes'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

/**
 * Sections of one organisation's settings the actor may change: the
 * tenant-level permission for any organisation, the organisation-level one
 * only for the actor's own organisation.
 */
export function editableSections(actor: SessionActor, organisationId: number): Set<SettingsSection> {
  const own = actor.organisationId === organisationId;
  return new Set(
    SETTINGS_SECTIONS.filter((s) => can(actor, `manage-tenant-invoice-${s}`) || (own && can(actor, `manage-organisation-invoice-${s}`))),
  );
}

/**
 * The organisation if the actor may open its invoice settings (some section
 * editable); anything else, including another tenant's id, is a 404.
 */
export async function settingsOrganisation(tx: Tx, actor: SessionActor, organisationId: number) {
  const [org] = await tx.select({ id: organisations.id, name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
  if (!org || editableSections(actor, organisationId).size === 0) throw notFound('Organisation');
  return org;
}

/** True when the actor may see data of the organisation (organisation-level users: their own and visible children). */
export async function mayseeOrganisation(tx: Tx, actor: SessionActor, organisationId: number): Promise<boolean> {
  const visible = await visibleOrganisationIds(tx, actor);
  return !visible || visible.has(organisationId);
}

export async function organisationById(tx: Tx, id: number) {
  const [org] = await tx.select().from(organisations).where(and(eq(organisations.id, id)));
  return org ?? null;
}
