import type { Notification } from '@seaward/contract';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../api/query-keys';
import { addToCache } from './notification-stream';

const note = (id: number): Notification => ({ id, read_at: null, created_at: '2026-01-01T00:00:00Z', data: { notification: `n${id}`, path: null } });

describe('addToCache', () => {
  it('puts a pushed notification first, once', () => {
    const client = new QueryClient();
    client.setQueryData(queryKeys.notifications, [note(1)]);
    addToCache(client, note(2));
    addToCache(client, note(2));
    expect(client.getQueryData<Notification[]>(queryKeys.notifications)?.map((n) => n.id)).toEqual([2, 1]);
  });
});
