// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { api } from './client';

const fetchMock = vi.fn<typeof fetch>();

function json(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { ...init, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

const lastCall = () => {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return { url, init: init as RequestInit & { headers: Record<string, string> } };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('api client requests', () => {
  it('sends every section 7 header, cookies included, under /api', async () => {
    fetchMock.mockResolvedValue(json({ id: 1 }));
    await expect(api.get('/v1/seaward/user')).resolves.toEqual({ id: 1 });
    const { url, init } = lastCall();
    expect(url).toBe('/api/v1/seaward/user');
    expect(init.method).toBe('GET');
    expect(init.credentials).toBe('include');
    expect(init.headers.Accept).toBe('application/json');
    expect(Date.parse(init.headers.Date)).not.toBeNaN();
    expect(init.headers.Origin).toBe(window.location.origin);
    expect(init.headers['X-Origin']).toBe(window.location.origin);
    expect(init.headers['X-Correlation-ID']).toMatch(UUID);
    expect(init.headers['X-Request-ID']).toMatch(UUID);
  });

  it('uses fresh ids on every call', async () => {
    fetchMock.mockImplementation(async () => json({}));
    await api.get('/a');
    const first = lastCall().init.headers['X-Request-ID'];
    await api.get('/a');
    expect(lastCall().init.headers['X-Request-ID']).not.toBe(first);
  });

  it('sends object bodies as JSON with a content type', async () => {
    fetchMock.mockResolvedValue(new Response(null, { status: 204 }));
    await expect(api.put('/v1/seaward/user/language', { language: 'fr-FR' })).resolves.toBeUndefined();
    const { init } = lastCall();
    expect(init.method).toBe('PUT');
    expect(init.body).toBe('{"language":"fr-FR"}');
    expect(init.headers['Content-Type']).toBe('application/json');
  });

  it('passes form data through untouched, leaving the content type to the browser', async () => {
    fetchMock.mockResolvedValue(json({ urls: ['/u/1.png'] }));
    const form = new FormData();
    form.append('file', new Blob(['x']), 'sig.png');
    await api.post('/v1/upload/signatures', form);
    const { init } = lastCall();
    expect(init.body).toBe(form);
    expect(init.headers['Content-Type']).toBeUndefined();
  });

  it('has every verb', async () => {
    fetchMock.mockImplementation(async () => new Response(null, { status: 204 }));
    await api.patch('/x', {});
    expect(lastCall().init.method).toBe('PATCH');
    await api.delete('/x');
    expect(lastCall().init.method).toBe('DELETE');
    await api.post('/x');
    expect(lastCall().init.method).toBe('POST');
  });

  it('returns text when the response is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<p>hi</p>', { headers: { 'content-type': 'text/html' } }));
    await expect(api.get('/preview')).resolves.toBe('<p>hi</p>');
  });
});

describe('api client errors', () => {
  it('fills the error from a structured body', async () => {
    const error = { code: 'forbidden', name: 'ForbiddenError', message: 'No access', title: 'Forbidden', data: { need: 'x' }, support: 'ref-1' };
    fetchMock.mockResolvedValue(json({ error }, { status: 403, statusText: 'Forbidden' }));
    const thrown = await api.get('/v1/seaward/tenant').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ ...error, status: 403, url: '/api/v1/seaward/tenant' });
    expect((thrown as ApiError).response?.status).toBe(403);
    expect((thrown as ApiError).request).toMatchObject({ method: 'GET' });
  });

  it('reads a body that carries the server marker', async () => {
    fetchMock.mockResolvedValue(json({ server: true, message: 'Down for maintenance', code: 'maintenance' }, { status: 503 }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Down for maintenance', code: 'maintenance', status: 503 });
  });

  it('uses the status text without a structured body, and the default title', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 502, statusText: 'Bad Gateway' }));
    await expect(api.get('/x')).rejects.toMatchObject({ message: 'Bad Gateway', status: 502, title: 'Unknown Error', code: undefined });
  });

  it('wraps failures without a response as ApiError with status -1', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const thrown = await api.get('/x').catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ message: 'Failed to fetch', status: -1, title: 'Unknown Error', url: '/api/x' });
  });

  it('wraps a body that says JSON but is not', async () => {
    fetchMock.mockResolvedValue(new Response('{not json', { headers: { 'content-type': 'application/json' } }));
    await expect(api.get('/x')).rejects.toBeInstanceOf(ApiError);
  });
});
