import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { keyOfUrl, localStorage } from '.';
import { s3Storage } from './s3';
import { signV4 } from './sigv4';

const KEY = `t1/signatures/${'a'.repeat(64)}.png`;

describe('storage', () => {
  it('local: put, get, url; unknown keys are null; bad keys refused', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'seaward-files-'));
    const s = localStorage(dir);
    await s.put(KEY, Buffer.from('png bytes'), 'image/png');
    expect(await s.get(KEY)).toEqual({ body: Buffer.from('png bytes'), contentType: 'image/png' });
    expect(await s.get(`t1/signatures/${'b'.repeat(64)}.png`)).toBeNull();
    await expect(s.get('../etc/passwd')).rejects.toThrow(/bad storage key/);
    expect(keyOfUrl(s.url(KEY))).toBe(KEY);
    expect(keyOfUrl('https://evil.test/x.png')).toBeNull();
    await rm(dir, { recursive: true });
  });

  it('signs S3 requests as AWS documents (Signature V4 example "GET Object")', () => {
    const auth = signV4({
      method: 'GET',
      path: '/test.txt',
      headers: {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date': '20130524T000000Z',
      },
      payloadHash: 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      amzDate: '20130524T000000Z',
      region: 'us-east-1',
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    });
    expect(auth).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('s3: path-style PUT and GET with a signed request (against a stand-in server)', async () => {
    const objects = new Map<string, { body: Buffer; type: string }>();
    const seen: { method: string; url: string; auth: string }[] = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization) });
        if (req.method === 'PUT') {
          objects.set(req.url!, { body: Buffer.concat(chunks), type: String(req.headers['content-type']) });
          return res.end();
        }
        const o = objects.get(req.url!);
        if (!o) return res.writeHead(404).end();
        res.writeHead(200, { 'content-type': o.type }).end(o.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const s = s3Storage({ endpoint: `http://127.0.0.1:${port}`, bucket: 'seaward', region: 'eu-north-1', accessKeyId: 'AK', secretAccessKey: 'SK' });
    await s.put(KEY, Buffer.from('img'), 'image/png');
    expect(await s.get(KEY)).toEqual({ body: Buffer.from('img'), contentType: 'image/png' });
    expect(await s.get(`t1/signatures/${'c'.repeat(64)}.png`)).toBeNull();
    expect(seen[0]).toMatchObject({ method: 'PUT', url: `/seaward/${KEY}` });
    expect(seen[0]!.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AK\/\d{8}\/eu-north-1\/s3\/aws4_request, SignedHeaders=content-type;host;x-amz-content-sha256;x-amz-date, Signature=[a-f0-9]{64}$/);
    await new Promise<void>((r) => server.close(() => r()));
  });
});
