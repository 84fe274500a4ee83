import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { createQueryClient, retryDelay, shouldRetry } from './query-client';

describe('query client defaults', () => {
  it('retries 3 times, but never a 4xx', () => {
    const serverError = new ApiError({ message: 'x', status: 503 });
    expect([0, 1, 2].map((n) => shouldRetry(n, serverError))).toEqual([true, true, true]);
    expect(shouldRetry(3, serverError)).toBe(false);
    expect(shouldRetry(0, new ApiError({ message: 'x', status: 404 }))).toBe(false);
    expect(shouldRetry(0, new ApiError({ message: 'x', status: -1 }))).toBe(true);
  });

  it('backs off exponentially from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('keeps unused data for 5 minutes', () => {
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(300_000);
  });
});
