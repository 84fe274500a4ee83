import type { ResourceDescriptor, ResourceOption } from '@seaward/contract';
import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { SessionActor } from '../../http/context';

export type Row = Record<string, unknown>;
export type RecordId = number | string;

/** What a store is given with each call. `visible` is null when the actor sees the whole tenant. */
export type StoreContext = { tx: Tx; actor: SessionActor; tenantId: number; visible: Set<number> | null; origin: string };

/** One page request, already validated against the descriptor. */
export type ListRequest = {
  offset: number;
  limit: number;
  sort: { key: string; desc: boolean };
  q?: string;
  filters: Record<string, unknown>;
};

/** The data side of a resource: the framework calls it inside the request's transaction. */
export type ResourceStore = {
  list(ctx: StoreContext, request: ListRequest): Promise<{ rows: Row[]; total: number }>;
  get(ctx: StoreContext, id: RecordId): Promise<Row | null>;
  create(ctx: StoreContext, input: Row): Promise<RecordId>;
  update(ctx: StoreContext, id: RecordId, input: Row, before: Row): Promise<void>;
  remove(ctx: StoreContext, id: RecordId, before: Row): Promise<void>;
  options(ctx: StoreContext): Promise<ResourceOption[]>;
};

/** A resource as the server registers it: the shared descriptor plus its store. */
export type ServerResource = {
  descriptor: ResourceDescriptor;
  store: ResourceStore;
  /** The field a duplicate is reported on (default: the title field). */
  uniqueField?: string;
  /** Webhook event sent (through the outbox) on every change, e.g. 'organisation.changed'. */
  changeEvent?: string;
};

/** A query builder after `$dynamic()`: the framework adds conditions, order and paging. */
export type DynamicSelect = {
  where(condition: SQL | undefined): DynamicSelect;
  orderBy(...order: SQL[]): DynamicSelect;
  limit(n: number): DynamicSelect;
  offset(n: number): DynamicSelect;
} & PromiseLike<Row[]>;
