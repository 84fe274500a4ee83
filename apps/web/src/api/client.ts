import { API_BASE } from '@seaward/contract/routes';
import { errorFromResponse, wrapError } from './api-error';
import { requestHeaders } from './headers';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = { headers?: Record<string, string>; signal?: AbortSignal };

/** Paths are relative to the API base (`/v1/seaward/user`); full URLs pass unchanged. */
export function apiUrl(path: string): string {
  return /^https?:\/\//.test(path) || path.startsWith(`${API_BASE}/`) ? path : `${API_BASE}${path}`;
}

function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  // The browser writes the multipart boundary itself: never set Content-Type here.
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

async function parse(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (/\bjson\b/i.test(type)) return response.json();
  const text = await response.text();
  return text === '' ? undefined : text;
}

/** One API call: every header of spec section 7, cookies included, errors as ApiError. */
export async function request<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}): Promise<T> {
  const url = apiUrl(path);
  const headers = { ...requestHeaders(), ...options.headers };
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  const context = { url, request: init };
  try {
    init.body = encodeBody(body, headers);
    const response = await fetch(url, init);
    if (!response.ok) throw await errorFromResponse(response, context);
    return (await parse(response)) as T;
  } catch (error) {
    throw wrapError(error, context);
  }
}

/** The verbs of the API client. */
export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, undefined, options),
  post: <T = void>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, body, options),
  put: <T = void>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, body, options),
  patch: <T = void>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, body, options),
  delete: <T = void>(path: string, options?: RequestOptions) => request<T>('DELETE', path, undefined, options),
};
