import { customContentResource } from '@seaward/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customContent } from '../../db/schema';
import { createTableStore, dynamic } from '../resources/table-store';
import type { ServerResource } from '../resources/types';
import { renderMarkdown } from './render';

/** Custom content blocks by key and language. */
export const customContentServerResource: ServerResource = {
  descriptor: customContentResource,
  uniqueField: 'key',
  store: createTableStore({
    table: customContent,
    id: customContent.id,
    columns: {
      id: customContent.id,
      key: customContent.key,
      language: customContent.language,
      body: customContent.body,
      title: sql<string>`${customContent.key} || ' · ' || ${customContent.language}`,
      updated_at: sql<string>`to_char(${customContent.updatedAt} at time zone 'UTC', 'YYYY-MM-DD HH24:MI')`,
    },
    select: (tx, cols) => dynamic(tx.select(cols).from(customContent)),
    sort: { key: customContent.key, language: customContent.language, updated_at: customContent.updatedAt },
    search: [customContent.key, customContent.body],
    filters: { key: (v) => eq(customContent.key, v as string), language: (v) => eq(customContent.language, v as string) },
    toValues: (input) => ({ key: input.key, language: input.language, body: input.body, updatedAt: new Date() }),
    optionLabel: 'title',
  }),
};

/** The block for a key in a language (else in English), rendered and sanitised; null when there is none. */
export async function contentHtml(tx: Tx, key: string, language: string): Promise<string | null> {
  for (const lng of [language, 'en-GB']) {
    const [row] = await tx.select({ body: customContent.body }).from(customContent).where(and(eq(customContent.key, key), eq(customContent.language, lng)));
    if (row) return renderMarkdown(row.body);
  }
  return null;
}
