import { createHash, createHmac } from 'node:crypto';
import { type Storage, fileUrl } from './types';

export type S3Options = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2) with path-style
 * addressing and AWS Signature V4, without an SDK. Objects stay private:
 * the browser reads them through the upload module, which checks the tenant.
 */
export function s3Storage(o: S3Options): Storage {
  const base = new URL(o.endpoint);
  const request = async (method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string) => {
    const path = `/${encodeURIComponent(o.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const now = new Date();
    const amzDate = now.toISOString().replace(/[:-]|\.\d{3}/g, '');
    const day = amzDate.slice(0, 8);
    const payloadHash = sha256(body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (contentType) headers['content-type'] = contentType;
    const names = Object.keys(headers).sort();
    const canonical = [method, path, '', ...names.map((n) => `${n}:${headers[n]}`), '', names.join(';'), payloadHash].join('\n');
    const scope = `${day}/${o.region}/s3/aws4_request`;
    const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
    const kDate = hmac(`AWS4${o.secretAccessKey}`, day);
    const signingKey = hmac(hmac(hmac(kDate, o.region), 's3'), 'aws4_request');
    const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
    headers.authorization = `AWS4-HMAC-SHA256 Credential=${o.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`;
    return fetch(new URL(path, base), { method, headers, body: body ? new Uint8Array(body) : undefined });
  };
  return {
    put: async (key, body, contentType) => {
      const res = await request('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${await res.text()}`);
    },
    get: async (key) => {
      const res = await request('GET', key);
      if (res.status === 404) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      return { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/octet-stream' };
    },
    url: fileUrl,
  };
}
