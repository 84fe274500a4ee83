/**
 * Background jobs through a transactional outbox (table `jobs`).
 *
 * - `enqueueJob(tx, { type, payload })` inside the transaction of the change.
 * - `registerJobHandler(type, handler)` once at start-up.
 * - The app starts one worker (`startJobWorker`), stopped on app close;
 *   tests call `runDueJobs(db)` to run what is due, deterministically.
 * Failed jobs are retried with exponential back-off (5 s doubling, max 1 h)
 * and marked `dead` after `max_attempts`; `last_error` keeps the reason.
 */
export { enqueueJob, type NewJob } from './enqueue';
export { registerJobHandler, type JobContext, type JobHandler } from './registry';
export { backoffMs, runDueJobs, startJobWorker, type JobWorker } from './worker';
