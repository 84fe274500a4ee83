import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { configureMail } from '../mail';
import { startJobWorker } from './worker';

/**
 * Registers the built-in job handlers (mail) and starts the outbox worker,
 * stopped when the app closes. JOBS_WORKER=auto runs it except under
 * NODE_ENV=test, where tests call runDueJobs themselves.
 */
export function registerJobs(app: FastifyInstance, config: Config, db: Db) {
  configureMail(config);
  const enabled = config.JOBS_WORKER === 'true' || (config.JOBS_WORKER === 'auto' && config.NODE_ENV !== 'test');
  if (!enabled) return;
  const worker = startJobWorker(db, { pollMs: config.JOBS_POLL_MS, onError: (err) => app.log.error({ err }, 'job worker tick failed') });
  app.addHook('onClose', () => worker.stop());
}
