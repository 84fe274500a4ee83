import { API_BASE, auditEntrySchema, manageRoutes, optionSchema, resourceListQuerySchema, resourceListSchema } from '@seaward/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../http/app-error';
import { diffRecords, listHistory, writeAudit } from '../audit/service';
import { emitWebhookEvent } from '../webhooks/delivery';
import { toCsv } from './csv';
import { translateDbError } from './db-errors';
import { storeContext } from './scope';
import type { RecordId, ServerResource } from './types';

const EXPORT_LIMIT = 10_000;
const api = (path: string) => `${API_BASE}${path}`;

/** Routes of one resource, derived from its descriptor: list, export, options, read, history, create, update, delete. */
export function registerResource(app: FastifyInstance, { descriptor, store, uniqueField, changeEvent }: ServerResource) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const key = descriptor.key;
  const requirement = { anyOf: descriptor.permissions };
  const tags = ['manage'];
  const listQuery = resourceListQuerySchema(descriptor);
  const idParams = z.object({ id: descriptor.idKind === 'string' ? z.string().min(1).max(100) : z.coerce.number().int().positive() });
  const filterNames = descriptor.filters.filter((f) => f.kind !== 'search').map((f) => f.name);

  const toRequest = (query: z.infer<typeof listQuery>, paging: { offset: number; limit: number }) => {
    const q = query as Record<string, unknown>;
    return {
      ...paging,
      sort: { key: query.sort.replace(/^-/, ''), desc: query.sort.startsWith('-') },
      q: query.q?.trim() || undefined,
      filters: Object.fromEntries(filterNames.map((name) => [name, q[name]])),
    };
  };

  // A write: one transaction, the store's change, its audit entry and its webhook event.
  const write = async (req: FastifyRequest, fn: (ctx: Awaited<ReturnType<typeof storeContext>>) => Promise<RecordId>) => {
    try {
      return await req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, descriptor);
        const id = await fn(ctx);
        if (changeEvent) await emitWebhookEvent(tx, ctx.tenantId, changeEvent, { id, method: req.method });
        return id;
      });
    } catch (error) {
      throw translateDbError(error, uniqueField ?? descriptor.titleField);
    }
  };

  r.get(api(manageRoutes.list(key)), {
    config: { requirement },
    schema: { tags, summary: `List ${key}`, querystring: listQuery, response: { 200: resourceListSchema(descriptor.record) } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, descriptor);
        const { rows, total } = await store.list(ctx, toRequest(req.query, { offset: (req.query.page - 1) * req.query.perPage, limit: req.query.perPage }));
        return { data: rows, total };
      }),
  });

  r.get(api(manageRoutes.exportCsv(key)), {
    config: { requirement },
    schema: { tags, summary: `Export the filtered ${key} as CSV`, querystring: listQuery },
    handler: async (req, reply) => {
      const rows = await req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, descriptor);
        return (await store.list(ctx, toRequest(req.query, { offset: 0, limit: EXPORT_LIMIT }))).rows;
      });
      const columns = ['id', ...descriptor.columns.map((c) => c.name).filter((c) => c !== 'id')];
      const stamp = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${key}-${stamp}.csv"`)
        .send(`\uFEFF${toCsv(columns, rows)}`);
    },
  });

  r.get(api(manageRoutes.options(key)), {
    // Choices for reference fields of other resources: any manager may read the names.
    config: { requirement: { anyOf: [...descriptor.permissions, 'manage-*'] } },
    schema: { tags, summary: `${key} as choices`, response: { 200: z.array(optionSchema) } },
    handler: async (req) => req.inTenant(async (tx) => store.options(await storeContext(tx, req, descriptor))),
  });

  r.get(api(`${manageRoutes.list(key)}/:id`), {
    config: { requirement },
    schema: { tags, summary: `One of ${key}`, params: idParams, response: { 200: descriptor.record } },
    handler: async (req) => {
      const row = await req.inTenant(async (tx) => store.get(await storeContext(tx, req, descriptor), req.params.id));
      if (!row) throw notFound('Record');
      return row;
    },
  });

  r.get(api(`${manageRoutes.list(key)}/:id/history`), {
    config: { requirement },
    schema: { tags, summary: `History of one of ${key}`, params: idParams, response: { 200: z.array(auditEntrySchema) } },
    handler: async (req) =>
      req.inTenant(async (tx) => {
        const ctx = await storeContext(tx, req, descriptor);
        if (!(await store.get(ctx, req.params.id))) throw notFound('Record');
        return listHistory(tx, key, req.params.id);
      }),
  });

  if (descriptor.canCreate !== false) {
    r.post(api(manageRoutes.list(key)), {
      config: { requirement },
      schema: { tags, summary: `Create one of ${key}`, body: descriptor.input, response: { 201: descriptor.record } },
      handler: async (req, reply) => {
        const input = req.body as Record<string, unknown>;
        const id = await write(req, async (ctx) => {
          const newId = await store.create(ctx, input);
          const after = await store.get({ ...ctx, visible: null }, newId);
          await writeAudit(ctx.tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: key, recordId: newId, action: 'create', changes: diffRecords(null, after) });
          return newId;
        });
        const row = await req.inTenant(async (tx) => store.get({ ...(await storeContext(tx, req, descriptor)), visible: null }, id));
        if (!row) throw notFound('Record');
        return reply.code(201).send(row);
      },
    });
  }

  r.put(api(`${manageRoutes.list(key)}/:id`), {
    config: { requirement },
    schema: { tags, summary: `Change one of ${key}`, params: idParams, body: descriptor.input, response: { 200: descriptor.record } },
    handler: async (req) => {
      const input = req.body as Record<string, unknown>;
      const id = req.params.id;
      await write(req, async (ctx) => {
        const before = await store.get(ctx, id);
        if (!before) throw notFound('Record');
        await store.update(ctx, id, input, before);
        const after = await store.get({ ...ctx, visible: null }, id);
        const changes = diffRecords(before, after);
        if (Object.keys(changes).length > 0) await writeAudit(ctx.tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: key, recordId: id, action: 'update', changes });
        return id;
      });
      return req.inTenant(async (tx) => (await store.get({ ...(await storeContext(tx, req, descriptor)), visible: null }, id))!);
    },
  });

  if (descriptor.canDelete !== false) {
    r.delete(api(`${manageRoutes.list(key)}/:id`), {
      config: { requirement },
      schema: { tags, summary: `Delete one of ${key}`, params: idParams },
      handler: async (req, reply) => {
        const id = req.params.id;
        await write(req, async (ctx) => {
          const before = await store.get(ctx, id);
          if (!before) throw notFound('Record');
          await store.remove(ctx, id, before);
          await writeAudit(ctx.tx, { tenantId: ctx.tenantId, actor: ctx.actor, resource: key, recordId: id, action: 'delete', changes: diffRecords(before, null) });
          return id;
        });
        return reply.code(204).send();
      },
    });
  }
}
