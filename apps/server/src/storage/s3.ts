import { type Storage, fileUrl } from './types';
import { sha256Hex, signV4 } from './sigv4';

export type S3Options = { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

/**
 * S3-compatible object storage (AWS S3, MinIO, Ceph, R2) with path-style
 * addressing and AWS Signature V4, without an SDK. Objects stay private:
 * the browser reads them through the upload module, which checks the tenant.
 */
export function s3Storage(o: S3Options): Storage {
  const base = new URL(o.endpoint);
  const request = async (method: 'GET' | 'PUT', key: string, body?: Buffer, contentType?: string) => {
    const path = `${base.pathname.replace(/\/$/, '')}/${encodeURIComponent(o.bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`;
    const amzDate = new Date().toISOString().replace(/[:-]|\.\d{3}/g, '');
    const payloadHash = sha256Hex(body ?? '');
    const headers: Record<string, string> = { host: base.host, 'x-amz-content-sha256': payloadHash, 'x-amz-date': amzDate };
    if (contentType) headers['content-type'] = contentType;
    const authorization = signV4({ method, path, headers, payloadHash, amzDate, region: o.region, accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey });
    return fetch(new URL(path, base), { method, headers: { ...headers, authorization }, body: body ? new Uint8Array(body) : undefined });
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
