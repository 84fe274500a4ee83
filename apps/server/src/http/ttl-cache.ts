/**
 * A small in-process cache with a time to live and a size cap (oldest entry
 * evicted first). The one cache of the server: for values read on every
 * request that may be a few seconds stale on other instances.
 */
export function createTtlCache<V>(opts: { ttlMs: number; max: number }) {
  const entries = new Map<string, { value: V; at: number }>();
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (Date.now() - hit.at > opts.ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: V) {
      if (!entries.has(key) && entries.size >= opts.max) entries.delete(entries.keys().next().value!);
      entries.set(key, { value, at: Date.now() });
    },
    delete(key: string) {
      entries.delete(key);
    },
    deleteWhere(match: (value: V, key: string) => boolean) {
      for (const [key, e] of entries) if (match(e.value, key)) entries.delete(key);
    },
  };
}
