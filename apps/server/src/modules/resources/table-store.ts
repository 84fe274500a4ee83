import type { ResourceOption } from '@seaward/contract';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { AppError } from '../../http/app-error';
import type { DynamicSelect, RecordId, ResourceStore, Row, StoreContext } from './types';

type Expr = PgColumn | SQL;

/** Something else that refers to a record: counted before a delete. */
export type Usage = { resource: string; table: PgTable; column: PgColumn };

/** A store over one table, configured with plain columns: most resources need nothing more. */
export type TableStoreConfig = {
  table: PgTable;
  id: PgColumn;
  /** The record's columns as the API names them (snake_case, `id` included); may be joined or computed. */
  columns: Record<string, Expr>;
  /** `tx.select(columns).from(table)` plus any joins, then `.$dynamic()` (see `dynamic`). */
  select: (tx: Tx, columns: Record<string, Expr>) => DynamicSelect;
  sort: Record<string, Expr>;
  search: Expr[];
  filters?: Record<string, (value: unknown) => SQL | undefined>;
  /** The organisation column that confines organisation-level users (null rows stay hidden). */
  scope?: PgColumn;
  /** Table values (Drizzle property names) from validated input; tenant id is added. */
  toValues: (input: Row, ctx: StoreContext, mode: 'create' | 'update') => Promise<Row> | Row;
  /** Writes related rows (roles of a user, permissions of a role) after the main row. */
  afterWrite?: (ctx: StoreContext, id: RecordId, input: Row, mode: 'create' | 'update') => Promise<void>;
  /** Checks that need the database (references within scope, no cycles); throws field errors. */
  validate?: (ctx: StoreContext, input: Row, id?: RecordId) => Promise<void>;
  usedBy?: Usage[];
  /** The column (a key of `columns`) that labels a record in reference fields. */
  optionLabel: string;
  /** Runs instead of the row delete (for example to refuse a reserved record). */
  beforeDelete?: (ctx: StoreContext, id: RecordId, before: Row) => Promise<void>;
};

const scopeCondition = (config: TableStoreConfig, ctx: StoreContext): SQL | undefined =>
  ctx.visible && config.scope ? inArray(config.scope, [...ctx.visible, -1]) : undefined;

/** Refuses a delete while other records refer to this one, saying what refers to it (409). */
export async function assertUnused(tx: Tx, usages: readonly Usage[], id: RecordId): Promise<void> {
  const usedBy: { resource: string; count: number }[] = [];
  for (const usage of usages) {
    const [row] = await tx.select({ n: count() }).from(usage.table).where(eq(usage.column, id));
    if (row && row.n > 0) usedBy.push({ resource: usage.resource, count: row.n });
  }
  if (usedBy.length > 0) {
    const what = usedBy.map((u) => `${u.count} ${u.resource}`).join(', ');
    throw new AppError('conflict', `Still in use by ${what}: change or remove those first, or deactivate this record instead.`, { usedBy });
  }
}

/** Drizzle's dynamic builder, seen through the small interface the framework uses. */
export const dynamic = (query: { $dynamic: () => unknown }): DynamicSelect => query.$dynamic() as DynamicSelect;

/** Builds the store of a table-backed resource from its configuration. */
export function createTableStore(config: TableStoreConfig): ResourceStore {
  const byId = (ctx: StoreContext, id: RecordId) => and(eq(config.id, id), scopeCondition(config, ctx));
  return {
    async list(ctx, request) {
      const conditions: (SQL | undefined)[] = [scopeCondition(config, ctx)];
      if (request.q) {
        const pattern = `%${request.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(or(...config.search.map((column) => ilike(column, pattern))));
      }
      for (const [name, value] of Object.entries(request.filters)) {
        if (value !== undefined && config.filters?.[name]) conditions.push(config.filters[name](value));
      }
      const sortBy = config.sort[request.sort.key] ?? config.id;
      const direction = request.sort.desc ? desc : asc;
      // The total rides along as a window count: one statement per page.
      const rows = await config
        .select(ctx.tx, { ...config.columns, __total: sql<number>`count(*) over()`.mapWith(Number) })
        .where(and(...conditions))
        .orderBy(direction(sortBy), asc(config.id))
        .limit(request.limit)
        .offset(request.offset);
      let total = Number(rows[0]?.__total ?? 0);
      if (rows.length === 0 && request.offset > 0) {
        const [all] = await config.select(ctx.tx, { n: count() }).where(and(...conditions));
        total = Number(all?.n ?? 0);
      }
      return { rows: rows.map(({ __total: _, ...row }) => row), total };
    },
    async get(ctx, id) {
      const [row] = await config.select(ctx.tx, config.columns).where(byId(ctx, id)).limit(1);
      return row ?? null;
    },
    async create(ctx, input) {
      await config.validate?.(ctx, input);
      const values = { ...(await config.toValues(input, ctx, 'create')), tenantId: ctx.tenantId };
      const [row] = await ctx.tx.insert(config.table).values(values).returning({ id: config.id });
      const id = row!.id as RecordId;
      await config.afterWrite?.(ctx, id, input, 'create');
      return id;
    },
    async update(ctx, id, input) {
      await config.validate?.(ctx, input, id);
      const values = await config.toValues(input, ctx, 'update');
      if (Object.keys(values).length > 0) await ctx.tx.update(config.table).set(values).where(byId(ctx, id));
      await config.afterWrite?.(ctx, id, input, 'update');
    },
    async remove(ctx, id, before) {
      await config.beforeDelete?.(ctx, id, before);
      await assertUnused(ctx.tx, config.usedBy ?? [], id);
      await ctx.tx.delete(config.table).where(byId(ctx, id));
    },
    async options(ctx): Promise<ResourceOption[]> {
      const label = config.columns[config.optionLabel]!;
      const rows = await config
        .select(ctx.tx, { id: config.id, label })
        .where(scopeCondition(config, ctx))
        .orderBy(asc(label))
        .limit(1000);
      return rows.map((r) => ({ id: r.id as number | string, label: String(r.label ?? r.id) }));
    },
  };
}
