import { externalProvidersResource } from '@seaward/contract';
import { eq, sql } from 'drizzle-orm';
import { externalMappings, externalProviders } from '../../db/schema';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';
import type { SecretBox } from './crypto';

/** External providers; credentials are sealed before they are stored and only their presence is ever returned. */
export function createExternalProvidersResource(box: SecretBox): ServerResource {
  return {
    descriptor: externalProvidersResource,
    store: createTableStore({
      table: externalProviders,
      id: externalProviders.id,
      columns: {
        id: externalProviders.id,
        name: externalProviders.name,
        kind: externalProviders.kind,
        base_url: externalProviders.baseUrl,
        has_credentials: sql<boolean>`${externalProviders.credentialsEncrypted} is not null`,
        active: externalProviders.active,
        mappings: sql<number>`(select count(*) from ${externalMappings} m where m.provider_id = ${externalProviders.id})`.mapWith(Number),
      },
      select: (tx, cols) => dynamic(tx.select(cols).from(externalProviders)),
      sort: { name: externalProviders.name, kind: externalProviders.kind, active: externalProviders.active },
      search: [externalProviders.name, externalProviders.baseUrl],
      filters: { kind: (v) => eq(externalProviders.kind, v as string) },
      toValues: (input) => ({
        name: input.name,
        kind: input.kind,
        baseUrl: input.base_url,
        active: input.active,
        // Empty keeps the stored credentials.
        ...(typeof input.credentials === 'string' && input.credentials ? { credentialsEncrypted: box.seal(input.credentials) } : {}),
      }),
      usedBy: [{ resource: 'external-mappings', table: externalMappings, column: externalMappings.providerId }],
      optionLabel: 'name',
    }),
  };
}
