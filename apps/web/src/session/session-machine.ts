import { API_BASE, PRODUCT_NAME, ROUTES } from '@seaward/contract/routes';
import { ApiError } from '../api/api-error';

/** Client session state (spec section 3 "Session"). */
export type SessionState = { isAuthenticated: boolean; isLoading: boolean; accessToken: string | null };

/** Local-storage key of the post-login redirect target; it carries the product label. */
export const POST_LOGIN_REDIRECT_KEY = `${PRODUCT_NAME.toLowerCase()}.postLoginRedirect`;

/** Wait after a failed check that is not a 401, before loading ends. */
export const SESSION_ERROR_WAIT_MS = 5000;

export const AUTHORIZE_URL = `${API_BASE}${ROUTES.authorize}`;

export type SessionDeps = {
  /** Resolves with the access token, or rejects (an ApiError with status 401 when signed out). */
  checkSession: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'pathname' | 'search' | 'assign'>;
  /** Client-side navigation to the saved target after sign-in. */
  navigate: (to: string) => void;
  notifyError: (message: string) => void;
};

export type SessionMachine = {
  getState: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  /** Starts (or resumes) the automatic check. */
  start: () => void;
  /** Stops timers and ignores answers still on their way. */
  stop: () => void;
  /**
   * An API call answered 401: asks the server whether the session still
   * stands, and starts sign-in if it does not. The state is left alone, so a
   * 401 that is not about the session cannot unmount the app in a loop.
   */
  verify: () => void;
};

const INITIAL: SessionState = { isAuthenticated: false, isLoading: false, accessToken: null };

// Only a same-origin path is followed, so nothing written into storage can send the user elsewhere.
const isLocalPath = (target: string) => target.startsWith('/') && !target.startsWith('//');

/**
 * The session state machine of spec section 4: a check runs whenever there is
 * no token and no check in progress. After a failure other than 401 the 5 s
 * wait keeps it loading, so checks repeat at most once per wait, never in a loop.
 */
export function createSessionMachine(deps: SessionDeps): SessionMachine {
  let state = INITIAL;
  let running = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: SessionState) => {
    state = next;
    listeners.forEach((listener) => listener());
    if (running && !state.accessToken && !state.isLoading) void check();
  };

  let verifying = false;

  // A 401: keep the current address for after sign-in, then leave for it.
  const signIn = () => {
    deps.storage.setItem(POST_LOGIN_REDIRECT_KEY, deps.location.pathname + deps.location.search);
    deps.location.assign(AUTHORIZE_URL);
  };
  const isUnauthenticated = (error: unknown) => error instanceof ApiError && error.status === 401;

  async function check(): Promise<void> {
    set({ ...state, isLoading: true });
    try {
      const accessToken = await deps.checkSession();
      if (!running) return;
      set({ isAuthenticated: true, isLoading: false, accessToken });
      const target = deps.storage.getItem(POST_LOGIN_REDIRECT_KEY);
      if (target !== null) {
        deps.storage.removeItem(POST_LOGIN_REDIRECT_KEY);
        if (isLocalPath(target)) deps.navigate(target);
      }
    } catch (error) {
      if (!running) return;
      if (isUnauthenticated(error)) {
        // Still loading: the page is being replaced by the sign-in flow.
        signIn();
        return;
      }
      deps.notifyError(error instanceof Error ? error.message : String(error));
      timer = setTimeout(() => set({ isAuthenticated: false, isLoading: false, accessToken: null }), SESSION_ERROR_WAIT_MS);
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      running = true;
      if (!state.accessToken && !state.isLoading) void check();
    },
    stop() {
      running = false;
      clearTimeout(timer);
      // A check cut short must not leave the machine loading for ever.
      if (state.isLoading && !state.accessToken) state = { ...state, isLoading: false };
    },
    verify() {
      if (!running || verifying || !state.accessToken) return;
      verifying = true;
      deps
        .checkSession()
        .then(
          () => undefined,
          (error: unknown) => {
            if (running && isUnauthenticated(error)) signIn();
          },
        )
        .finally(() => (verifying = false));
    },
  };
}
