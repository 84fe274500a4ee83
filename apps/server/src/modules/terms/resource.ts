import { termsResource } from '@seaward/contract';
import { and, desc, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { termsDocuments } from '../../db/schema';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';

// In force: the latest version of its language whose effective date has come.
const inForce = sql<boolean>`${termsDocuments.id} = (select t2.id from ${termsDocuments} t2 where t2.language = ${termsDocuments.language} and t2.effective_from <= current_date order by t2.effective_from desc, t2.id desc limit 1)`;

/** Terms and conditions, versioned per language with an effective date. */
export const termsServerResource: ServerResource = {
  descriptor: termsResource,
  uniqueField: 'version',
  store: createTableStore({
    table: termsDocuments,
    id: termsDocuments.id,
    columns: {
      id: termsDocuments.id,
      language: termsDocuments.language,
      version: termsDocuments.version,
      title: termsDocuments.title,
      effective_from: termsDocuments.effectiveFrom,
      body: termsDocuments.body,
      in_force: sql<boolean>`coalesce(${inForce}, false)`,
    },
    select: (tx, cols) => dynamic(tx.select(cols).from(termsDocuments)),
    sort: { title: termsDocuments.title, language: termsDocuments.language, version: termsDocuments.version, effective_from: termsDocuments.effectiveFrom },
    search: [termsDocuments.title, termsDocuments.version],
    filters: { language: (v) => eq(termsDocuments.language, v as string) },
    toValues: (input) => ({ language: input.language, version: input.version, title: input.title, effectiveFrom: input.effective_from, body: input.body }),
    optionLabel: 'title',
  }),
};

/** The version in force on a date in a language (for the invoice to cite), or null. */
export async function termsInForce(tx: Tx, language: string, onDate: string) {
  const [row] = await tx
    .select({ id: termsDocuments.id, version: termsDocuments.version, title: termsDocuments.title })
    .from(termsDocuments)
    .where(and(eq(termsDocuments.language, language), lte(termsDocuments.effectiveFrom, onDate)))
    .orderBy(desc(termsDocuments.effectiveFrom), desc(termsDocuments.id))
    .limit(1);
  return row ?? null;
}
