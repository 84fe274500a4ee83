import type { Tx } from '../db/client';
import { jobs } from '../db/schema';

export type NewJob<P> = {
  /** The handler's type name, e.g. 'mail.send'. */
  type: string;
  /** JSON-serialisable; keep it small (ids, not documents). */
  payload: P;
  /** Not before this time; default now. */
  runAt?: Date;
  /** Attempts before the job is marked dead; default 8 (about 10 minutes of back-off in all). */
  maxAttempts?: number;
  /** Only outside a tenant transaction; inside one the transaction's tenant is used. */
  tenantId?: number;
};

/**
 * Writes a job into the outbox inside the caller's transaction: it exists if
 * and only if the caller's change commits, and it survives a crash. The worker
 * runs it after the commit.
 */
export async function enqueueJob<P>(tx: Tx, job: NewJob<P>): Promise<number> {
  const [row] = await tx
    .insert(jobs)
    .values({ type: job.type, payload: job.payload, runAt: job.runAt, maxAttempts: job.maxAttempts, tenantId: job.tenantId })
    .returning({ id: jobs.id });
  return row!.id;
}
