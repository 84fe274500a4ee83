import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CookieJar } from '../../../test/cookie-jar';
import { NORDIC, PACIFIC, getTestApp, signIn, withSession } from '../../../test/app';
import { tinyPng, tinyWebp } from './test-images';

let app: FastifyInstance;
let manager: CookieJar;

beforeAll(async () => {
  ({ app } = await getTestApp());
  manager = await signIn(app, 'manager@nordic.test');
});

function multipart(name: string, body: Buffer, type: string) {
  const boundary = '----seaward-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`),
    body,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, 'content-type': `multipart/form-data; boundary=${boundary}` };
}

const upload = (jar: CookieJar, name: string, body: Buffer, type = 'image/png', host = NORDIC) => {
  const { payload, 'content-type': ct } = multipart(name, body, type);
  return app.inject({ method: 'POST', url: '/api/v1/upload/signatures', headers: withSession(jar, host, { 'content-type': ct }), payload });
};

describe('signature upload', () => {
  it('stores a PNG and serves it back to the same tenant only', async () => {
    const res = await upload(manager, 'signature.png', tinyPng());
    expect(res.statusCode).toBe(200);
    const [url] = res.json<{ urls: string[] }>().urls;
    expect(url).toMatch(/^\/api\/v1\/upload\/files\/t\d+\/signatures\/[a-f0-9]{64}\.png$/);
    const file = await app.inject({ url: url!, headers: withSession(manager) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(tinyPng())).toBe(true);
    const pacific = await signIn(app, 'admin@pacific.test', PACIFIC);
    expect((await app.inject({ url: url!, headers: withSession(pacific, PACIFIC) })).statusCode).toBe(404);
  });

  it('accepts WebP by its content even when named .bin', async () => {
    const res = await upload(manager, 'signature.bin', tinyWebp(), 'application/octet-stream');
    expect(res.statusCode).toBe(200);
    expect(res.json().urls[0]).toMatch(/\.webp$/);
  });

  it('checks the content, not the name: a text file called .png is a 400', async () => {
    const res = await upload(manager, 'signature.png', Buffer.from('this is not an image at all'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/not a PNG, JPEG or WebP/);
  });

  it('refuses 5 MB with a 413', async () => {
    const big = Buffer.concat([tinyPng(), Buffer.alloc(5 * 1024 * 1024, 1)]);
    const res = await upload(manager, 'big.png', big);
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('payload_too_large');
  });

  it('needs a signature permission and a session', async () => {
    const staff = await signIn(app, 'staff@nordic.test');
    expect((await upload(staff, 'signature.png', tinyPng())).statusCode).toBe(403);
    const { payload, 'content-type': ct } = multipart('s.png', tinyPng(), 'image/png');
    expect((await app.inject({ method: 'POST', url: '/api/v1/upload/signatures', headers: { host: NORDIC, origin: `http://${NORDIC}`, 'content-type': ct }, payload })).statusCode).toBe(401);
  });
});
