/**
 * Counts failed sign-ins per (tenant, address, e-mail) and per address in a
 * fixed window. In memory: each instance counts its own, which still caps a
 * guesser at max × instances attempts per window.
 */
export function createLoginLimiter(opts: { max: number; windowSeconds: number }) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const perAddressMax = opts.max * 4;

  function entry(key: string, now: number) {
    const e = failures.get(key);
    if (!e || e.resetAt <= now) return null;
    return e;
  }

  function keys(tenantId: number, ip: string, email: string) {
    return [`${tenantId}|${ip}|${email.toLowerCase()}`, `${tenantId}|${ip}`] as const;
  }

  return {
    /** Seconds until another attempt is allowed, or 0 when allowed now. */
    retryAfter(tenantId: number, ip: string, email: string, now = Date.now()): number {
      const [k1, k2] = keys(tenantId, ip, email);
      const a = entry(k1, now);
      const b = entry(k2, now);
      const blocked = [a && a.count >= opts.max ? a : null, b && b.count >= perAddressMax ? b : null].filter(Boolean);
      if (!blocked.length) return 0;
      return Math.ceil(Math.max(...blocked.map((e) => e!.resetAt - now)) / 1000);
    },
    fail(tenantId: number, ip: string, email: string, now = Date.now()) {
      for (const k of keys(tenantId, ip, email)) {
        const e = entry(k, now) ?? { count: 0, resetAt: now + opts.windowSeconds * 1000 };
        e.count += 1;
        failures.set(k, e);
      }
      if (failures.size > 100_000) for (const [k, e] of failures) if (e.resetAt <= now) failures.delete(k);
    },
    succeed(tenantId: number, ip: string, email: string) {
      failures.delete(keys(tenantId, ip, email)[0]);
    },
  };
}
