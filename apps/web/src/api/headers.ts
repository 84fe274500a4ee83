/**
 * Headers every call carries (spec section 7). Browsers drop `Origin` and
 * `Date` set from script; they are set anyway, and `X-Origin` carries the
 * origin for the server's cross-site write check.
 */
export function requestHeaders({ accept = true }: { accept?: boolean } = {}): Record<string, string> {
  const origin = window.location.origin;
  const headers: Record<string, string> = {
    Date: new Date().toUTCString(),
    Origin: origin,
    'X-Origin': origin,
    'X-Correlation-ID': crypto.randomUUID(),
    'X-Request-ID': crypto.randomUUID(),
  };
  if (accept) headers.Accept = 'application/json';
  return headers;
}
