import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isRetryable, withRetries, type BackendRequest, type RequestResponse } from './retrying-request';

type Answer = [error: unknown, response?: RequestResponse];

function scripted(answers: Answer[]) {
  const times: number[] = [];
  const request: BackendRequest = (_o, _u, _p, callback) => {
    times.push(Date.now());
    const [error, response] = answers[Math.min(times.length - 1, answers.length - 1)];
    callback(error, response);
  };
  return { request, times };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('translation request retries', () => {
  it('retries 5xx and no status, not 4xx', () => {
    expect(isRetryable({ status: 500 })).toBe(true);
    expect(isRetryable({ status: 599 })).toBe(true);
    expect(isRetryable(undefined)).toBe(true);
    expect(isRetryable({ status: 0 })).toBe(true);
    expect(isRetryable({ status: 404 })).toBe(false);
    expect(isRetryable({ status: 499 })).toBe(false);
  });

  it('retries 5 times, waiting 350 ms and doubling', async () => {
    const { request, times } = scripted([['Bad Gateway', { status: 502 }]]);
    const callback = vi.fn();
    withRetries(request)({}, '/locales/fr-FR/translation.json', undefined, callback);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([0, 350, 1050, 2450, 5250, 10850]);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledWith('Bad Gateway', { status: 502 });
  });

  it('gives up at once on a 404', async () => {
    const { request, times } = scripted([['Not Found', { status: 404 }]]);
    const callback = vi.fn();
    withRetries(request)({}, '/x', undefined, callback);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toHaveLength(1);
    expect(callback).toHaveBeenCalledWith('Not Found', { status: 404 });
  });

  it('answers with the data once a retry succeeds', async () => {
    const { request, times } = scripted([[new TypeError('Failed to fetch')], [null, { status: 200, data: '{"a":"b"}' }]]);
    const callback = vi.fn();
    withRetries(request)({}, '/x', undefined, callback);
    await vi.advanceTimersByTimeAsync(1000);
    expect(times).toHaveLength(2);
    expect(callback).toHaveBeenCalledWith(null, { status: 200, data: '{"a":"b"}' });
  });
});
