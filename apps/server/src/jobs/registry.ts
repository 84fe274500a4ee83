import type { Db } from '../db/client';

/** What a handler is given besides the payload. */
export type JobContext = {
  jobId: number;
  tenantId: number;
  /** 1 on the first run. */
  attempt: number;
  /** The database; use `withTenant(db, tenantId, ...)` for tenant data, and keep DB work out of slow I/O. */
  db: Db;
};

/** Runs one job; throwing schedules a retry with back-off (or marks it dead after the last attempt). */
export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;

const handlers = new Map<string, JobHandler>();

/**
 * Registers the handler of a job type (one per type; registering again
 * replaces it). Register at start-up, before jobs of the type are due.
 */
export function registerJobHandler<P>(type: string, handler: JobHandler<P>): void {
  handlers.set(type, handler as JobHandler);
}

/** The handler of a type, if any. */
export function jobHandlerOf(type: string): JobHandler | undefined {
  return handlers.get(type);
}
