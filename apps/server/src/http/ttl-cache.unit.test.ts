import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

afterEach(() => vi.useRealTimers());

describe('ttl cache', () => {
  it('forgets entries after their time to live', () => {
    vi.useFakeTimers();
    const c = createTtlCache<number>({ ttlMs: 1000, max: 10 });
    c.set('a', 1);
    vi.advanceTimersByTime(999);
    expect(c.get('a')).toBe(1);
    vi.advanceTimersByTime(2);
    expect(c.get('a')).toBeUndefined();
  });

  it('evicts the oldest entry past the cap and deletes by predicate', () => {
    const c = createTtlCache<number>({ ttlMs: 10_000, max: 2 });
    c.set('a', 1);
    c.set('b', 2);
    c.set('c', 3);
    expect(c.get('a')).toBeUndefined();
    c.deleteWhere((v) => v === 2);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('c')).toBe(3);
  });
});
