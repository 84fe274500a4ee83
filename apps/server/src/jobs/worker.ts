import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobHandlerOf } from './registry';

type Claimed = { id: number; tenant_id: number; type: string; payload: unknown; attempts: number; max_attempts: number };

/** A claim lasts this long; a job still "running" after it (its process died) is claimed again. */
const LEASE_SECONDS = 300;

/** Delay before retry n (1-based): 5 s, 10 s, 20 s ... capped at one hour. */
export function backoffMs(attempt: number): number {
  return Math.min(5_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

// One short transaction per claim: PGlite has a single connection, so nothing
// may hold a transaction open while a handler does its (slow) work.
async function claim(db: Db, limit: number): Promise<Claimed[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.job_worker', 'on', true)`);
    const res = await tx.execute(sql`
      update jobs set status = 'running', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id in (
        select id from jobs
        where (status = 'pending' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id
        limit ${limit}
        for update skip locked)
      returning id, tenant_id, type, payload, attempts, max_attempts`);
    return (res as unknown as { rows: Claimed[] }).rows;
  });
}

async function finish(db: Db, id: number, patch: { ok: true } | { ok: false; error: string; dead: boolean; retryAt: Date }) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('app.job_worker', 'on', true)`);
    if (patch.ok) {
      await tx.execute(sql`update jobs set status = 'done', finished_at = now(), locked_until = null, last_error = null where id = ${id}`);
    } else {
      await tx.execute(sql`
        update jobs set status = ${patch.dead ? 'dead' : 'pending'}, last_error = ${patch.error.slice(0, 2000)},
          run_at = ${patch.retryAt.toISOString()}, locked_until = null,
          finished_at = ${patch.dead ? sql`now()` : null}
        where id = ${id}`);
    }
  });
}

async function runOne(db: Db, job: Claimed): Promise<boolean> {
  const handler = jobHandlerOf(job.type);
  try {
    if (!handler) throw new Error(`no handler registered for job type '${job.type}'`);
    await handler(job.payload, { jobId: job.id, tenantId: job.tenant_id, attempt: job.attempts, db });
    await finish(db, job.id, { ok: true });
    return true;
  } catch (err) {
    const error = err instanceof Error ? `${err.message}${err.cause ? ` (${String(err.cause)})` : ''}` : String(err);
    const dead = job.attempts >= job.max_attempts;
    await finish(db, job.id, { ok: false, error, dead, retryAt: new Date(Date.now() + backoffMs(job.attempts)) });
    return false;
  }
}

/**
 * Runs every job that is due now, one batch after another, until none is left;
 * returns how many ran and how many failed. Tests call it to run the outbox
 * deterministically; the worker calls it on every tick.
 */
export async function runDueJobs(db: Db, opts: { batch?: number } = {}): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  for (;;) {
    const batch = await claim(db, opts.batch ?? 10);
    if (!batch.length) return { ran, failed };
    for (const job of batch) {
      ran++;
      if (!(await runOne(db, job))) failed++;
    }
  }
}

export type JobWorker = { stop: () => Promise<void>; kick: () => void };

/**
 * Polls the outbox every `pollMs` and runs due jobs. Several workers (one per
 * server instance) may run side by side: claims use FOR UPDATE SKIP LOCKED.
 * `stop()` waits for the running tick to end (call it on app close).
 */
export function startJobWorker(db: Db, opts: { pollMs?: number; onError?: (err: unknown) => void } = {}): JobWorker {
  const pollMs = opts.pollMs ?? 1_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  const tick = () => {
    timer = undefined;
    current = runDueJobs(db)
      .then(() => undefined)
      .catch((err) => opts.onError?.(err))
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, pollMs);
      });
  };
  timer = setTimeout(tick, pollMs);
  return {
    kick: () => {
      if (timer && !stopped) {
        clearTimeout(timer);
        tick();
      }
    },
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}
