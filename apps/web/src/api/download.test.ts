// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { download, downloadFilename, filenameFromDisposition } from './download';

describe('download filename', () => {
  it('prefers X-Stream-Filename', () => {
    const headers = new Headers({ 'X-Stream-Filename': 'T-1.pdf', 'Content-Disposition': 'attachment; filename="other.pdf"' });
    expect(downloadFilename(headers, 'given.pdf')).toBe('T-1.pdf');
  });

  it('falls back to the content-disposition filename', () => {
    expect(downloadFilename(new Headers({ 'Content-Disposition': 'attachment; filename="invoice 7.pdf"' }), 'given.pdf')).toBe('invoice 7.pdf');
    expect(filenameFromDisposition('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(filenameFromDisposition("attachment; filename=\"a.pdf\"; filename*=UTF-8''%C3%A6%C3%B8.pdf")).toBe('æø.pdf');
  });

  it('falls back to the given name', () => {
    expect(downloadFilename(new Headers(), 'given.pdf')).toBe('given.pdf');
    expect(downloadFilename(new Headers({ 'Content-Disposition': 'inline' }), 'given.pdf')).toBe('given.pdf');
  });
});

describe('download', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('saves the blob under the server-given name, without an Accept header', async () => {
    fetchMock.mockResolvedValue(new Response('%PDF', { headers: { 'X-Stream-Filename': 'T-9.pdf' } }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await expect(download('/v1/invoice-service/trips/T-9/invoice/download', 'T-9.pdf')).resolves.toBe('T-9.pdf');
    const init = fetchMock.mock.calls[0][1] as RequestInit & { headers: Record<string, string> };
    expect(init.headers.Accept).toBeUndefined();
    expect(init.headers['X-Request-ID']).toBeTruthy();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('T-9.pdf');
  });

  it('fails with "Failed to download from {url}"', async () => {
    fetchMock.mockResolvedValue(new Response('no', { status: 500 }));
    await expect(download('/files/1', 'f.pdf')).rejects.toMatchObject({ message: 'Failed to download from /api/files/1', status: 500 });
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await expect(download('/files/1', 'f.pdf')).rejects.toMatchObject({ message: 'Failed to download from /api/files/1', status: -1 });
  });
});
