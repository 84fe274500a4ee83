import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { AUTHORIZE_URL, createSessionMachine, POST_LOGIN_REDIRECT_KEY, SESSION_ERROR_WAIT_MS, type SessionDeps } from './session-machine';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function setup(checkSession: SessionDeps['checkSession'], stored: Record<string, string> = {}) {
  const storage = memoryStorage(stored);
  const deps = {
    checkSession: vi.fn(checkSession),
    storage,
    location: { pathname: '/trips/all', search: '?status=ongoing', assign: vi.fn() },
    navigate: vi.fn(),
    notifyError: vi.fn(),
  };
  const machine = createSessionMachine(deps);
  return { machine, deps, storage };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session machine', () => {
  it('uses the product label in the storage key', () => {
    expect(POST_LOGIN_REDIRECT_KEY).toBe('seaward.postLoginRedirect');
  });

  it('starts unauthenticated and not loading, then checks on its own', async () => {
    const { machine, deps } = setup(async () => 'token-1');
    expect(machine.getState()).toEqual({ isAuthenticated: false, isLoading: false, accessToken: null });
    machine.start();
    expect(machine.getState().isLoading).toBe(true);
    await flush();
    expect(machine.getState()).toEqual({ isAuthenticated: true, isLoading: false, accessToken: 'token-1' });
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on 401 saves path and query, then navigates in full to the authorize endpoint', async () => {
    const { machine, deps, storage } = setup(async () => {
      throw new ApiError({ message: 'Sign in', status: 401 });
    });
    machine.start();
    await flush();
    expect(storage.data.get(POST_LOGIN_REDIRECT_KEY)).toBe('/trips/all?status=ongoing');
    expect(deps.location.assign).toHaveBeenCalledWith('/api/auth/authorize');
    expect(AUTHORIZE_URL).toBe('/api/auth/authorize');
    expect(deps.notifyError).not.toHaveBeenCalled();
    // No second check while the browser leaves for the sign-in page.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
  });

  it('after sign-in clears the saved target and navigates to it', async () => {
    const { machine, deps, storage } = setup(async () => 'token-2', { [POST_LOGIN_REDIRECT_KEY]: '/vessels?page=2' });
    machine.start();
    await flush();
    expect(machine.getState().isAuthenticated).toBe(true);
    expect(storage.data.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    expect(deps.navigate).toHaveBeenCalledWith('/vessels?page=2');
  });

  it('never follows a saved target off the site', async () => {
    const { machine, deps, storage } = setup(async () => 't', { [POST_LOGIN_REDIRECT_KEY]: '//evil.example/x' });
    machine.start();
    await flush();
    expect(storage.data.has(POST_LOGIN_REDIRECT_KEY)).toBe(false);
    expect(deps.navigate).not.toHaveBeenCalled();
  });

  it('on another failure shows the message, waits 5 s, then ends loading', async () => {
    const { machine, deps } = setup(async () => {
      throw new ApiError({ message: 'Service unavailable', status: 503 });
    });
    machine.start();
    await flush();
    expect(deps.notifyError).toHaveBeenCalledWith('Service unavailable');
    expect(deps.location.assign).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(SESSION_ERROR_WAIT_MS - 1);
    expect(machine.getState()).toMatchObject({ isAuthenticated: false, isLoading: true });
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
    const seen: unknown[] = [];
    machine.subscribe(() => seen.push(machine.getState()));
    // The wait is over: loading ends, so the automatic check runs once more, and no sooner.
    await vi.advanceTimersByTimeAsync(1);
    expect(seen[0]).toEqual({ isAuthenticated: false, isLoading: false, accessToken: null });
    expect(deps.checkSession).toHaveBeenCalledTimes(2);
    expect(SESSION_ERROR_WAIT_MS).toBe(5000);
  });

  it('checks at most once per wait while the failure lasts', async () => {
    const { machine, deps } = setup(async () => {
      throw new TypeError('Failed to fetch');
    });
    machine.start();
    await vi.advanceTimersByTimeAsync(SESSION_ERROR_WAIT_MS * 3 + 10);
    expect(deps.checkSession).toHaveBeenCalledTimes(4);
    expect(deps.notifyError).toHaveBeenCalledTimes(4);
  });

  it('signs in on the check after the wait when the failure has passed', async () => {
    let fail = true;
    const { machine, deps } = setup(async () => {
      if (fail) throw new Error('boom');
      return 'late-token';
    });
    machine.start();
    await flush();
    fail = false;
    await vi.advanceTimersByTimeAsync(SESSION_ERROR_WAIT_MS);
    expect(deps.checkSession).toHaveBeenCalledTimes(2);
    expect(machine.getState()).toEqual({ isAuthenticated: true, isLoading: false, accessToken: 'late-token' });
  });

  it('stops: no timers, no late answers', async () => {
    const { machine, deps } = setup(async () => {
      throw new Error('boom');
    });
    machine.start();
    machine.stop();
    await vi.advanceTimersByTimeAsync(SESSION_ERROR_WAIT_MS * 2);
    expect(deps.notifyError).not.toHaveBeenCalled();
    expect(deps.checkSession).toHaveBeenCalledTimes(1);
  });
});

describe('session machine: a later 401', () => {
  it('starts sign-in when the server no longer knows the session', async () => {
    let signedIn = true;
    const { machine, deps, storage } = setup(async () => {
      if (signedIn) return 'token';
      throw new ApiError({ message: 'Sign in', status: 401 });
    });
    machine.start();
    await flush();
    signedIn = false;
    machine.verify();
    machine.verify();
    await flush();
    expect(deps.checkSession).toHaveBeenCalledTimes(2);
    expect(storage.data.get(POST_LOGIN_REDIRECT_KEY)).toBe('/trips/all?status=ongoing');
    expect(deps.location.assign).toHaveBeenCalledWith('/api/auth/authorize');
  });

  it('leaves a standing session alone', async () => {
    const { machine, deps } = setup(async () => 'token');
    machine.start();
    await flush();
    machine.verify();
    await flush();
    expect(deps.location.assign).not.toHaveBeenCalled();
    expect(machine.getState()).toEqual({ isAuthenticated: true, isLoading: false, accessToken: 'token' });
  });
});
