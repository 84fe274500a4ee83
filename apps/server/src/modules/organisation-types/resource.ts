import { organisationTypesResource } from '@seaward/contract';
import { sql } from 'drizzle-orm';
import { organisationTypes, organisations } from '../../db/schema';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';

/** Organisation types: a simple resource, one table and its usage by organisations. */
export const organisationTypesServerResource: ServerResource = {
  descriptor: organisationTypesResource,
  store: createTableStore({
    table: organisationTypes,
    id: organisationTypes.id,
    columns: {
      id: organisationTypes.id,
      name: organisationTypes.name,
      organisations: sql<number>`(select count(*) from ${organisations} o where o.type_id = ${organisationTypes.id})`.mapWith(Number),
    },
    select: (tx, cols) => dynamic(tx.select(cols).from(organisationTypes)),
    sort: { name: organisationTypes.name },
    search: [organisationTypes.name],
    toValues: (input) => ({ name: input.name }),
    usedBy: [{ resource: 'organisations', table: organisations, column: organisations.typeId }],
    optionLabel: 'name',
  }),
};
