import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

const V4_PRIVATE: [number, number][] = [
  [0x00000000, 8], // "this" network
  [0x0a000000, 8], // 10/8
  [0x64400000, 10], // carrier-grade NAT
  [0x7f000000, 8], // loopback
  [0xa9fe0000, 16], // link-local, cloud metadata
  [0xac100000, 12], // 172.16/12
  [0xc0a80000, 16], // 192.168/16
  [0xe0000000, 4], // multicast
  [0xf0000000, 4], // reserved
];

const v4ToInt = (ip: string) => ip.split('.').reduce((n, part) => (n << 8) + Number(part), 0) >>> 0;

/** True for loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses (v4 and v6). */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return isPrivateAddress(mapped[1]!);
  if (isIP(ip) === 4) {
    const n = v4ToInt(ip);
    return V4_PRIVATE.some(([base, bits]) => n >>> (32 - bits) === base >>> (32 - bits));
  }
  const lower = ip.toLowerCase();
  return lower === '::' || lower === '::1' || /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower) || /^ff/.test(lower);
}

/**
 * Whether a webhook may call this URL. In production only https to public
 * addresses (the host is resolved, so a name pointing inside is refused too);
 * elsewhere anything http(s), so local receivers work in development and tests.
 */
export async function checkWebhookUrl(url: string, production: boolean): Promise<'ok' | 'https_required' | 'private_address'> {
  const parsed = new URL(url);
  if (!production) return 'ok';
  if (parsed.protocol !== 'https:') return 'https_required';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((a) => a.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress) || host === 'localhost') return 'private_address';
  return 'ok';
}
