import { organisationsResource } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { organisationTypes, organisations, trips, users, vessels } from '../../db/schema';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { RecordId, ServerResource, StoreContext } from '../resources/types';

const parent = alias(organisations, 'parent');

const columns = {
  id: organisations.id,
  name: organisations.name,
  type_id: organisations.typeId,
  type_name: organisationTypes.name,
  parent_id: organisations.parentId,
  parent_name: parent.name,
  registration_number: organisations.registrationNumber,
  vat_number: organisations.vatNumber,
  address: organisations.address,
  country: organisations.country,
  contact_email: organisations.contactEmail,
  invoice_language: organisations.invoiceLanguage,
};

/** A type must exist; a parent must be visible to the user, and never the organisation itself or one of its descendants. */
async function validate(ctx: StoreContext, input: Record<string, unknown>, id?: RecordId) {
  const typeId = input.type_id as number | null;
  if (typeId != null) {
    const [type] = await ctx.tx.select({ id: organisationTypes.id }).from(organisationTypes).where(eq(organisationTypes.id, typeId));
    if (!type) throw fieldError('type_id', 'not_found');
  }
  const parentId = input.parent_id as number | null;
  const all = await ctx.tx.select({ id: organisations.id, parentId: organisations.parentId }).from(organisations);
  const unchanged = id !== undefined && all.find((o) => o.id === id)?.parentId === parentId;
  // An organisation administrator keeps their own organisation where it is and adds children below it.
  if (ctx.visible && !unchanged && (parentId == null || !ctx.visible.has(parentId))) throw fieldError('parent_id', 'outside_scope');
  if (parentId == null) return;
  if (!all.some((o) => o.id === parentId)) throw fieldError('parent_id', 'not_found');
  for (let cursor: number | null = parentId, steps = 0; cursor != null && steps <= all.length; steps++) {
    if (cursor === id) throw fieldError('parent_id', 'cycle');
    cursor = all.find((o) => o.id === cursor)?.parentId ?? null;
  }
}

export const organisationsServerResource: ServerResource = {
  descriptor: organisationsResource,
  changeEvent: 'organisation.changed',
  store: createTableStore({
    table: organisations,
    id: organisations.id,
    columns,
    select: (tx, cols) =>
      dynamic(
        tx
          .select(cols)
          .from(organisations)
          .leftJoin(organisationTypes, eq(organisationTypes.id, organisations.typeId))
          .leftJoin(parent, eq(parent.id, organisations.parentId)),
      ),
    sort: { name: organisations.name, type_name: organisationTypes.name, country: organisations.country },
    search: [organisations.name, organisations.registrationNumber, organisations.vatNumber, organisations.contactEmail],
    filters: {
      type_id: (v) => eq(organisations.typeId, v as number),
      invoice_language: (v) => eq(organisations.invoiceLanguage, v as string),
    },
    scope: organisations.id,
    validate,
    toValues: (input) => ({
      name: input.name,
      typeId: input.type_id,
      parentId: input.parent_id,
      registrationNumber: input.registration_number,
      vatNumber: input.vat_number,
      address: input.address,
      country: input.country,
      contactEmail: input.contact_email,
      invoiceLanguage: input.invoice_language,
    }),
    usedBy: [
      { resource: 'organisations', table: organisations, column: organisations.parentId },
      { resource: 'users', table: users, column: users.organisationId },
      { resource: 'vessels', table: vessels, column: vessels.organisationId },
      { resource: 'trips', table: trips, column: trips.organisationId },
    ],
    optionLabel: 'name',
  }),
};
