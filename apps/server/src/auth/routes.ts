import { readFileSync } from 'node:fs';
import { verify } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { z } from 'zod';
import type { Config } from '../config';
import { users } from '../db/schema';
import { actorOf } from '../http/context';
import { getTenantSetting } from '../modules/tenant/service';
import { contentHtml } from '../modules/custom-content/resource';
import type { ActorCache } from './actor-cache';
import { createLoginLimiter } from './login-limiter';
import type { ProviderRegistry } from './provider';
import type { RelyingParty } from './relying-party';
import { SESSION_COOKIE, createSession, deleteSession } from './sessions';
import { pickLanguage, signinText } from './signin-i18n';
import { escapeHtml, renderSigninPage } from './signin-page';

const AUTH_COOKIE = 'seaward_auth';
const AUTH_COOKIE_PATH = '/api/auth';
// A valid argon2id hash of nothing in particular: verifying against it when the
// e-mail is unknown keeps the answer time the same as for a wrong password.
const DUMMY_HASH = '$argon2id$v=19$m=19456,t=2,p=1$L3MD3mlWtZMPq7vvJYY27g$BnMntD4vmeeTTy+v2nEJnJQqIWm7XzRmpLuEMHM9pfQ';
const autoSubmitJs = readFileSync(new URL('./auto-submit.js', import.meta.url), 'utf8');

const transactionSchema = z.object({ state: z.string(), nonce: z.string(), verifier: z.string() });
const signinBody = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(1024), lng: z.string().optional() });

type Deps = { config: Config; registry: ProviderRegistry; rp: RelyingParty; actors: ActorCache };

export function registerAuthRoutes(app: FastifyInstance, { config, registry, rp, actors }: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const limiter = createLoginLimiter({ max: config.LOGIN_MAX_ATTEMPTS, windowSeconds: config.LOGIN_WINDOW_SECONDS });
  const secure = (req: FastifyRequest) => req.protocol === 'https';

  r.get('/api/auth', {
    config: { requirement: { authenticated: true } },
    schema: { tags: ['auth'], summary: 'Session check', response: { 200: z.object({ access_token: z.string() }) } },
    handler: async (req) => ({ access_token: actorOf(req).accessToken }),
  });

  r.get('/api/auth/authorize', {
    config: { requirement: { public: true } },
    schema: { tags: ['auth'], summary: 'Start sign-in (302 to the issuer)' },
    handler: async (req, reply) => {
      const oidc = await rp.configFor(req.siteOrigin);
      const tx = { state: client.randomState(), nonce: client.randomNonce(), verifier: client.randomPKCECodeVerifier() };
      const url = client.buildAuthorizationUrl(oidc, {
        redirect_uri: `${req.siteOrigin}/api/auth/callback`,
        scope: rp.scopes,
        state: tx.state,
        nonce: tx.nonce,
        code_challenge: await client.calculatePKCECodeChallenge(tx.verifier),
        code_challenge_method: 'S256',
      });
      reply.setCookie(AUTH_COOKIE, JSON.stringify(tx), { path: AUTH_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: secure(req), signed: true, maxAge: 900 });
      return reply.redirect(url.href, 302);
    },
  });

  r.get('/api/auth/callback', {
    config: { requirement: { public: true } },
    schema: { tags: ['auth'], summary: 'Sign-in return from the issuer', querystring: z.object({}).passthrough() },
    handler: async (req, reply) => {
      const raw = req.cookies[AUTH_COOKIE];
      const unsigned = raw ? req.unsignCookie(raw) : null;
      const parsed = unsigned?.valid && unsigned.value ? transactionSchema.safeParse(safeJson(unsigned.value)) : null;
      // A lost or stale transaction (expired cookie, second tab): start again.
      if (!parsed?.success) return reply.redirect('/api/auth/authorize', 302);
      reply.clearCookie(AUTH_COOKIE, { path: AUTH_COOKIE_PATH });
      const oidc = await rp.configFor(req.siteOrigin);
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(oidc, new URL(req.url, req.siteOrigin), {
          pkceCodeVerifier: parsed.data.verifier,
          expectedState: parsed.data.state,
          expectedNonce: parsed.data.nonce,
          idTokenExpected: true,
        });
      } catch (err) {
        req.log.warn({ err }, 'sign-in callback refused');
        return failurePage(reply, 400, 'The sign-in answer could not be verified.');
      }
      const email = String(tokens.claims()?.email ?? '').toLowerCase();
      const [user] = await req.inTenant((tx) =>
        tx.select({ id: users.id }).from(users).where(and(eq(sql`lower(${users.email})`, email), eq(users.active, true))),
      );
      if (!email || !user) return failurePage(reply, 403, 'This account has no access to this site.');
      const token = await req.inTenant((tx) =>
        createSession(tx, {
          tenantId: req.tenant.id,
          userId: user.id,
          accessToken: tokens.access_token,
          idToken: tokens.id_token ?? null,
          userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
          ttlHours: config.SESSION_TTL_HOURS,
        }),
      );
      reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure: secure(req), maxAge: config.SESSION_TTL_HOURS * 3600 });
      return reply.redirect('/', 302);
    },
  });

  r.get('/logout', {
    config: { requirement: { public: true } },
    schema: { tags: ['auth'], summary: 'Sign out here and at the issuer' },
    handler: async (req, reply) => {
      const actor = req.actor;
      const ended = actor ? await req.inTenant((tx) => deleteSession(tx, actor.sessionId)) : null;
      if (actor) actors.forget(req.tenant.id, actor.userId, actor.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      if (!ended?.idToken) return reply.redirect('/', 302);
      const oidc = await rp.configFor(req.siteOrigin);
      const url = client.buildEndSessionUrl(oidc, { id_token_hint: ended.idToken, post_logout_redirect_uri: `${req.siteOrigin}/` });
      return reply.redirect(url.href, 302);
    },
  });

  r.get('/signin/assets/auto-submit.js', {
    config: { requirement: { public: true } },
    schema: { hide: true },
    handler: async (_req, reply) => reply.type('text/javascript').header('cache-control', 'public, max-age=3600').send(autoSubmitJs),
  });

  const uidParams = z.object({ uid: z.string().min(1).max(100) });

  r.get('/signin/:uid', {
    config: { requirement: { public: true } },
    schema: { tags: ['auth'], summary: 'The embedded provider sign-in page', params: uidParams, querystring: z.object({ lng: z.string().optional() }) },
    handler: async (req, reply) => {
      const provider = registry.get(req.siteOrigin, req.tenant);
      const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => null);
      if (!details) return reply.redirect('/api/auth/authorize', 302);
      if (details.prompt.name === 'consent') {
        const grant = new provider.Grant({ accountId: details.session!.accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope ?? 'openid'));
        const returnTo = await provider.interactionResult(req.raw, reply.raw, { consent: { grantId: await grant.save() } }, { mergeWithLastSubmission: true });
        return reply.redirect(returnTo, 303);
      }
      const lng = await languageFor(req, req.query.lng);
      const message = await req.inTenant((tx) => contentHtml(tx, 'signin-message', lng));
      return reply.type('text/html').header('cache-control', 'no-store').send(
        renderSigninPage({ lng, t: signinText(lng), tenantName: req.tenant.name, action: `/signin/${req.params.uid}`, selfPath: `/signin/${req.params.uid}`, message }),
      );
    },
  });

  r.post('/signin/:uid', {
    config: { requirement: { public: true } },
    schema: { tags: ['auth'], summary: 'Sign-in form submission', params: uidParams },
    handler: async (req, reply) => {
      const provider = registry.get(req.siteOrigin, req.tenant);
      const details = await provider.interactionDetails(req.raw, reply.raw).catch(() => null);
      if (!details) return reply.redirect('/api/auth/authorize', 303);
      const body = signinBody.safeParse(req.body);
      const lng = await languageFor(req, body.success ? body.data.lng : undefined);
      const t = signinText(lng);
      const render = (status: number, error: string, email?: string) =>
        reply.code(status).type('text/html').header('cache-control', 'no-store').send(
          renderSigninPage({ lng, t, tenantName: req.tenant.name, action: `/signin/${req.params.uid}`, selfPath: `/signin/${req.params.uid}`, email, error }),
        );
      if (!body.success) return render(400, t('invalid'));
      const { email, password } = body.data;
      const wait = limiter.retryAfter(req.tenant.id, req.ip, email);
      if (wait > 0) return render(429, t('tooMany', { minutes: Math.ceil(wait / 60) }), email).header('retry-after', String(wait));
      const [user] = await req.inTenant((tx) =>
        tx.select({ id: users.id, hash: users.passwordHash }).from(users).where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.active, true))),
      );
      const ok = await verify(user?.hash ?? DUMMY_HASH, password).catch(() => false);
      if (!user || !user.hash || !ok) {
        limiter.fail(req.tenant.id, req.ip, email);
        return render(401, t('invalid'), email);
      }
      limiter.succeed(req.tenant.id, req.ip, email);
      const returnTo = await provider.interactionResult(req.raw, reply.raw, { login: { accountId: String(user.id) } }, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    },
  });

  async function languageFor(req: FastifyRequest, explicit?: string) {
    const tenantDefault = await req.inTenant((tx) => getTenantSetting(tx, 'default-language'));
    return pickLanguage({ query: explicit, cookie: req.cookies.i18next, acceptLanguage: req.headers['accept-language'], tenantDefault });
  }
}

function safeJson(s: string): unknown {
  try {
    return JSON.parse(s);
  } catch {
    return null;
  }
}

function failurePage(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .type('text/html')
    .send(
      `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Seaward - sign-in</title></head><body style="font-family:sans-serif;max-width:40rem;margin:4rem auto"><h1>Sign-in could not be completed</h1><p>${escapeHtml(message)}</p><p><a href="/api/auth/authorize">Start again</a></p></body></html>`,
    );
}
