import { ApiError } from './api-error';
import { apiUrl, type RequestOptions } from './client';
import { requestHeaders } from './headers';

/** The name in a Content-Disposition header: RFC 5987 `filename*` first, then `filename`. */
export function filenameFromDisposition(disposition: string | null): string | null {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:[\w-]+)?'[^']*'([^;]+)/i.exec(disposition);
  if (extended) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Badly encoded: fall through to the plain name.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition);
  const name = plain ? (plain[2] ?? plain[1]).trim() : '';
  return name || null;
}

/** X-Stream-Filename, else the Content-Disposition filename, else the given name. */
export function downloadFilename(headers: Headers, fallback: string): string {
  return headers.get('X-Stream-Filename') || filenameFromDisposition(headers.get('Content-Disposition')) || fallback;
}

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = filename;
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Fetches a file (no Accept header) and saves it; failures say 'Failed to download from {url}'. */
export async function download(path: string, fallbackName: string, options: RequestOptions = {}): Promise<string> {
  const url = apiUrl(path);
  const init: RequestInit = {
    method: 'GET',
    headers: { ...requestHeaders({ accept: false }), ...options.headers },
    credentials: 'include',
    signal: options.signal,
  };
  const message = `Failed to download from ${url}`;
  let response: Response | undefined;
  try {
    response = await fetch(url, init);
    if (!response.ok) throw new Error(response.statusText);
    const filename = downloadFilename(response.headers, fallbackName);
    saveBlob(await response.blob(), filename);
    return filename;
  } catch {
    throw new ApiError({ message, status: response?.status ?? -1, url, request: init, response });
  }
}
