import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestApp } from '../../test/app';
import { withTenant } from '../db/client';
import { jobs, tenants } from '../db/schema';
import { backoffMs, enqueueJob, registerJobHandler, runDueJobs } from '.';

async function tenantId(db: Awaited<ReturnType<typeof getTestApp>>['database']['db'], slug: string) {
  const [t] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, slug));
  return t!.id;
}

describe('job outbox', () => {
  it('runs a job only after its transaction commits, with the tenant of that transaction', async () => {
    const { database } = await getTestApp();
    const db = database.db;
    const nordic = await tenantId(db, 'nordic');
    const seen: { payload: unknown; tenantId: number }[] = [];
    registerJobHandler<{ n: number }>('test.ok', async (payload, ctx) => void seen.push({ payload, tenantId: ctx.tenantId }));
    await withTenant(db, nordic, (tx) => enqueueJob(tx, { type: 'test.ok', payload: { n: 1 } }));
    await withTenant(db, nordic, async (tx) => {
      await enqueueJob(tx, { type: 'test.ok', payload: { n: 2 } });
      await tx.execute(sql`select 1`);
      tx.rollback();
    }).catch(() => undefined);
    await runDueJobs(db);
    expect(seen).toEqual([{ payload: { n: 1 }, tenantId: nordic }]);
  });

  it('retries a failing job with back-off and marks it dead after its last attempt', async () => {
    const { database } = await getTestApp();
    const db = database.db;
    const nordic = await tenantId(db, 'nordic');
    let calls = 0;
    registerJobHandler('test.fail', async () => {
      calls++;
      throw new Error('peer down');
    });
    const id = await withTenant(db, nordic, (tx) => enqueueJob(tx, { type: 'test.fail', payload: {}, maxAttempts: 2 }));
    expect(await runDueJobs(db)).toMatchObject({ failed: 1 });
    let [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'peer down' });
    expect(row!.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000);
    // Not due yet: nothing runs.
    await runDueJobs(db);
    expect(calls).toBe(1);
    await db.update(jobs).set({ runAt: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
    await runDueJobs(db);
    [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'dead', attempts: 2 });
    expect(calls).toBe(2);
  });

  it('reclaims a job whose worker died while running it', async () => {
    const { database } = await getTestApp();
    const db = database.db;
    const nordic = await tenantId(db, 'nordic');
    let calls = 0;
    registerJobHandler('test.crash', async () => void calls++);
    const id = await withTenant(db, nordic, (tx) => enqueueJob(tx, { type: 'test.crash', payload: {} }));
    await db.update(jobs).set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) }).where(eq(jobs.id, id));
    await runDueJobs(db);
    const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
    expect(row).toMatchObject({ status: 'done', attempts: 2 });
    expect(calls).toBe(1);
  });

  it('backs off exponentially up to an hour', () => {
    expect([1, 2, 3, 4].map(backoffMs)).toEqual([5000, 10000, 20000, 40000]);
    expect(backoffMs(30)).toBe(3_600_000);
  });
});
