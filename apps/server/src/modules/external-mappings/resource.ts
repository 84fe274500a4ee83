import { externalMappingsResource } from '@seaward/contract';
import { eq, sql } from 'drizzle-orm';
import { externalMappings, externalProviders, organisations, vessels } from '../../db/schema';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource, StoreContext } from '../resources/types';

const targetName = sql<string | null>`case ${externalMappings.targetType}
  when 'vessel' then (select v.name from ${vessels} v where v.id = ${externalMappings.targetId})
  when 'organisation' then (select o.name from ${organisations} o where o.id = ${externalMappings.targetId}) end`;

/** The provider and the vessel or organisation must exist in this tenant. */
async function validate(ctx: StoreContext, input: Record<string, unknown>) {
  const [provider] = await ctx.tx.select({ id: externalProviders.id }).from(externalProviders).where(eq(externalProviders.id, input.provider_id as number));
  if (!provider) throw fieldError('provider_id', 'not_found');
  const table = input.target_type === 'vessel' ? vessels : organisations;
  const [target] = await ctx.tx.select({ id: table.id }).from(table).where(eq(table.id, input.target_id as number));
  if (!target) throw fieldError('target_id', 'not_found');
}

/** External mappings: a provider's id for our vessel or organisation. */
export const externalMappingsServerResource: ServerResource = {
  descriptor: externalMappingsResource,
  uniqueField: 'external_id',
  store: createTableStore({
    table: externalMappings,
    id: externalMappings.id,
    columns: {
      id: externalMappings.id,
      provider_id: externalMappings.providerId,
      provider_name: externalProviders.name,
      target_type: externalMappings.targetType,
      target_id: externalMappings.targetId,
      target_name: targetName,
      external_id: externalMappings.externalId,
      label: sql<string>`${externalProviders.name} || ' · ' || ${externalMappings.externalId}`,
    },
    select: (tx, cols) => dynamic(tx.select(cols).from(externalMappings).innerJoin(externalProviders, eq(externalProviders.id, externalMappings.providerId))),
    sort: { provider_name: externalProviders.name, external_id: externalMappings.externalId, target_type: externalMappings.targetType },
    search: [externalMappings.externalId, externalProviders.name],
    filters: { provider_id: (v) => eq(externalMappings.providerId, v as number), target_type: (v) => eq(externalMappings.targetType, v as string) },
    validate,
    toValues: (input) => ({ providerId: input.provider_id, targetType: input.target_type, targetId: input.target_id, externalId: input.external_id }),
    optionLabel: 'label',
  }),
};
