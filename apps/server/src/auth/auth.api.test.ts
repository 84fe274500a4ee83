import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { NORDIC, PACIFIC, getTestApp, originOf, signIn, withSession } from '../../test/app';

let app: FastifyInstance;
beforeAll(async () => {
  ({ app } = await getTestApp());
});

describe('sign-in through the embedded OpenID provider', () => {
  it('answers 401 with the error body when signed out', async () => {
    const res = await app.inject({ url: '/api/auth', headers: { host: NORDIC } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'unauthenticated', title: 'Not Signed In', name: 'AppError' } });
  });

  it('redirects authorize to the issuer with PKCE, state and nonce', async () => {
    const res = await app.inject({ url: '/api/auth/authorize', headers: { host: NORDIC } });
    expect(res.statusCode).toBe(302);
    const url = new URL(res.headers.location as string);
    expect(url.origin + url.pathname).toBe(`${originOf(NORDIC)}/oidc/auth`);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${originOf(NORDIC)}/api/auth/callback`);
  });

  it('signs a demo user in and the session check returns an access token', async () => {
    const jar = await signIn(app, 'staff@nordic.test');
    const res = await app.inject({ url: '/api/auth', headers: withSession(jar) });
    expect(res.statusCode).toBe(200);
    expect(res.json().access_token).toEqual(expect.any(String));
  });

  it('sets the session cookie HttpOnly and SameSite=Lax, with a new id at every sign-in', async () => {
    const a = await signIn(app, 'staff@nordic.test');
    const b = await signIn(app, 'staff@nordic.test');
    expect(a.get('seaward_session')).not.toBe(b.get('seaward_session'));
  });

  it('refuses a wrong password without telling whether the e-mail exists', async () => {
    const known = await app.inject({ url: '/api/auth/authorize', headers: { host: NORDIC } });
    expect(known.statusCode).toBe(302);
    await expect(signIn(app, 'staff@nordic.test', NORDIC, 'wrong-password')).rejects.toThrow('sign-in refused: 401');
    await expect(signIn(app, 'nobody@nordic.test', NORDIC, 'wrong-password')).rejects.toThrow('sign-in refused: 401');
  });

  it('rate-limits repeated failures', async () => {
    const attempts: string[] = [];
    for (let i = 0; i < 7; i++) attempts.push(await signIn(app, 'locked-out@nordic.test', NORDIC, `bad-${i}`).then(() => 'signed in', (e: Error) => e.message));
    expect(attempts.slice(0, 5).every((m) => m.endsWith('401'))).toBe(true);
    expect(attempts[6]).toBe('sign-in refused: 429');
  });

  it('does not accept a Nordic session on the Pacific host', async () => {
    const jar = await signIn(app, 'admin@nordic.test');
    const res = await app.inject({ url: '/api/auth', headers: withSession(jar, PACIFIC) });
    expect(res.statusCode).toBe(401);
  });

  it('a Pacific user cannot sign in on the Nordic host', async () => {
    await expect(signIn(app, 'admin@pacific.test', NORDIC)).rejects.toThrow('sign-in refused: 401');
  });

  it('logout ends the session on the server and at the issuer', async () => {
    const jar = await signIn(app, 'staff@nordic.test');
    const res = await app.inject({ url: '/logout', headers: withSession(jar) });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toContain(`${originOf(NORDIC)}/oidc/session/end`);
    const after = await app.inject({ url: '/api/auth', headers: withSession(jar) });
    expect(after.statusCode).toBe(401);
  });
});

describe('ending sessions at the identity provider', () => {
  async function providerStep(jar: Awaited<ReturnType<typeof signIn>>) {
    const start = await app.inject({ url: '/api/auth/authorize', headers: { host: NORDIC, cookie: jar.header() } });
    jar.store(start.headers['set-cookie']);
    const u = new URL(start.headers.location as string);
    const res = await app.inject({ url: u.pathname + u.search, headers: { host: NORDIC, cookie: jar.header() } });
    return String(res.headers.location);
  }

  it('signing out other sessions also ends them at the provider, so a reload asks for the password', async () => {
    const here = await signIn(app, 'orgadmin@nordic.test');
    const other = await signIn(app, 'orgadmin@nordic.test');
    // While the provider session lives, the other browser is signed straight back in.
    expect(await providerStep(other)).toContain('/api/auth/callback');
    const res = await app.inject({ method: 'DELETE', url: '/api/v1/seaward/account/sessions/others', headers: withSession(here) });
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/auth', headers: withSession(other) })).statusCode).toBe(401);
    expect(await providerStep(other)).toMatch(/^\/signin\//);
    expect((await app.inject({ url: '/api/auth', headers: withSession(here) })).statusCode).toBe(200);
  });
});
