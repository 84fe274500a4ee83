/** What a translation request answers: http-backend reads `status` to decide whether to retry. */
export type RequestResponse = { status: number; data?: string };
export type RequestCallback = (error: unknown, response?: RequestResponse | null) => void;
export type BackendRequest = (options: unknown, url: string, payload: unknown, callback: RequestCallback) => void;

export const TRANSLATION_RETRIES = 5;
export const TRANSLATION_RETRY_DELAY_MS = 350;

/** 500 to 599, or no status at all (network failure), may succeed later; 400 to 499 will not. */
export function isRetryable(response: RequestResponse | null | undefined): boolean {
  const status = response?.status;
  return !status || (status >= 500 && status < 600);
}

/** A plain GET of a translation file, answering in http-backend's callback style. */
export const fetchRequest: BackendRequest = (_options, url, _payload, callback) => {
  fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' } }).then(
    async (response) => {
      if (!response.ok) return callback(response.statusText || 'Error', { status: response.status });
      callback(null, { status: response.status, data: await response.text() });
    },
    (error: unknown) => callback(error),
  );
};

/**
 * Retries a request on retryable failures, doubling the wait from 350 ms, at
 * most 5 times. Done here because the chained backend does not pass
 * http-backend's retry signal on to i18next.
 */
export function withRetries(
  request: BackendRequest,
  retries = TRANSLATION_RETRIES,
  firstDelay = TRANSLATION_RETRY_DELAY_MS,
): BackendRequest {
  return (options, url, payload, callback) => {
    const attempt = (tried: number, delay: number) =>
      request(options, url, payload, (error, response) => {
        if (error && isRetryable(response) && tried < retries) {
          setTimeout(() => attempt(tried + 1, delay * 2), delay);
          return;
        }
        callback(error, response);
      });
    attempt(0, firstDelay);
  };
}
