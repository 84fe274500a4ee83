import { createHash, createHmac } from 'node:crypto';

export const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

export type SignInput = {
  method: string;
  /** The URI-encoded path. */
  path: string;
  /** Lower-case header names, including host, x-amz-date and x-amz-content-sha256. */
  headers: Record<string, string>;
  payloadHash: string;
  /** YYYYMMDDTHHMMSSZ */
  amzDate: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

/** The Authorization header of AWS Signature Version 4 for S3 (no query string). */
export function signV4(i: SignInput): string {
  const names = Object.keys(i.headers).sort();
  const canonical = [i.method, i.path, '', ...names.map((n) => `${n}:${i.headers[n]!.trim()}`), '', names.join(';'), i.payloadHash].join('\n');
  const day = i.amzDate.slice(0, 8);
  const scope = `${day}/${i.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', i.amzDate, scope, sha256Hex(canonical)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${i.secretAccessKey}`, day), i.region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', key).update(toSign).digest('hex');
  return `AWS4-HMAC-SHA256 Credential=${i.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
}
