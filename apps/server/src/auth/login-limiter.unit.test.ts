import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';

describe('login limiter', () => {
  it('blocks after max failures for the same e-mail and frees the window later', () => {
    const l = createLoginLimiter({ max: 3, windowSeconds: 60 });
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(l.retryAfter(1, 'ip', 'a@x.test', t0)).toBe(0);
      l.fail(1, 'ip', 'A@x.test', t0);
    }
    expect(l.retryAfter(1, 'ip', 'a@x.test', t0)).toBe(60);
    expect(l.retryAfter(2, 'ip', 'a@x.test', t0)).toBe(0);
    expect(l.retryAfter(1, 'ip', 'a@x.test', t0 + 61_000)).toBe(0);
  });

  it('blocks an address that tries many e-mails', () => {
    const l = createLoginLimiter({ max: 2, windowSeconds: 60 });
    for (let i = 0; i < 8; i++) l.fail(1, 'ip', `u${i}@x.test`, 0);
    expect(l.retryAfter(1, 'ip', 'new@x.test', 0)).toBeGreaterThan(0);
    expect(l.retryAfter(1, 'other-ip', 'new@x.test', 0)).toBe(0);
  });
});
