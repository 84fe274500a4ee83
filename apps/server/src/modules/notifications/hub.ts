import { EventEmitter } from 'node:events';

/**
 * Wakes the notification streams of this process when a notification was
 * written for a user. Streams re-read the database when woken (and on a slow
 * timer as well), so a wake before the commit, or a notification written by
 * another instance, is never lost: it only arrives a little later.
 */
const emitter = new EventEmitter();
emitter.setMaxListeners(0);

const key = (tenantId: number, userId: number) => `${tenantId}:${userId}`;

export const notificationHub = {
  /** Wakes the user's streams once the writing transaction has had time to commit. */
  wake(tenantId: number, userIds: Iterable<number>, delayMs = 50) {
    const ids = [...userIds];
    if (ids.length) setTimeout(() => ids.forEach((id) => emitter.emit(key(tenantId, id))), delayMs).unref();
  },
  subscribe(tenantId: number, userId: number, listener: () => void): () => void {
    emitter.on(key(tenantId, userId), listener);
    return () => emitter.off(key(tenantId, userId), listener);
  },
};
