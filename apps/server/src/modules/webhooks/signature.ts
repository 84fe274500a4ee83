import { createHmac, timingSafeEqual } from 'node:crypto';

/** The signature header value: HMAC-SHA256 over "<timestamp>.<body>" with the hook's secret. */
export const signPayload = (secret: string, timestamp: string, body: string) => `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;

/** What a receiver does to check a delivery (documented for integrators, used by the tests). */
export function verifySignature(secret: string, timestamp: string, body: string, header: string): boolean {
  const expected = Buffer.from(signPayload(secret, timestamp, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
