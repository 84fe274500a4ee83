import { hash } from '@node-rs/argon2';
import { LANGUAGES, type Language } from '@seaward/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { escapeHtml, page } from '../../auth/signin-page';
import { pickLanguage } from '../../auth/signin-i18n';
import { userTokens, users } from '../../db/schema';
import { getTenantSetting } from '../tenant/service';
import { SET_PASSWORD_PATH, hashToken, userOfToken } from './invitation';
import { MIN_PASSWORD_LENGTH, SET_PASSWORD_TEXTS } from './set-password-texts';

const tokenQuery = z.object({ token: z.string().min(20).max(200), lng: z.enum(LANGUAGES).optional() });
const passwordBody = z.object({ password: z.string().max(200).default(''), confirm: z.string().max(200).default('') });

function render(lng: Language, content: string) {
  const t = SET_PASSWORD_TEXTS[lng];
  return page(lng, t.title, `<main><h1>${escapeHtml(t.title)}</h1>${content}</main>`);
}

function form(lng: Language, token: string, email: string, error?: string) {
  const t = SET_PASSWORD_TEXTS[lng];
  const action = `${SET_PASSWORD_PATH}?token=${encodeURIComponent(token)}&lng=${lng}`;
  return render(
    lng,
    `<p class="tag">${escapeHtml(t.intro.replace('{{email}}', email))}</p>${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}"><label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="new-password" minlength="${MIN_PASSWORD_LENGTH}" required>
<label for="confirm">${escapeHtml(t.confirm)}</label><input id="confirm" name="confirm" type="password" autocomplete="new-password" required>
<button type="submit">${escapeHtml(t.submit)}</button></form>`,
  );
}

async function languageOf(req: FastifyRequest, query?: Language): Promise<Language> {
  const tenantDefault = await req.inTenant((tx) => getTenantSetting(tx, 'default-language'));
  return pickLanguage({ query, cookie: req.cookies.i18next, acceptLanguage: req.headers['accept-language'], tenantDefault });
}

const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(body);

/** The page an invited user opens from the e-mail to choose a password (the embedded provider then signs them in). */
export function registerSetPasswordRoutes(app: FastifyInstance) {
  const userOf = (req: FastifyRequest, token: string) =>
    req.inTenant(async (tx) => {
      const userId = await userOfToken(tx, token);
      if (userId == null) return null;
      const [user] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, userId));
      return user ?? null;
    });

  app.get(SET_PASSWORD_PATH, { config: { requirement: { public: true } }, schema: { hide: true } }, async (req, reply) => {
    const parsed = tokenQuery.safeParse(req.query);
    const lng = await languageOf(req, parsed.data?.lng);
    const user = parsed.success ? await userOf(req, parsed.data.token) : null;
    if (!parsed.success || !user) return html(reply, 410, render(lng, `<p class="error">${escapeHtml(SET_PASSWORD_TEXTS[lng].invalidLink)}</p>`));
    return html(reply, 200, form(lng, parsed.data.token, user.email));
  });

  app.post(SET_PASSWORD_PATH, { config: { requirement: { public: true } }, schema: { hide: true } }, async (req, reply) => {
    const parsed = tokenQuery.safeParse(req.query);
    const lng = await languageOf(req, parsed.data?.lng);
    const t = SET_PASSWORD_TEXTS[lng];
    const user = parsed.success ? await userOf(req, parsed.data.token) : null;
    if (!parsed.success || !user) return html(reply, 410, render(lng, `<p class="error">${escapeHtml(t.invalidLink)}</p>`));
    const body = passwordBody.parse(req.body ?? {});
    const error = body.password.length < MIN_PASSWORD_LENGTH ? t.tooShort : body.password !== body.confirm ? t.mismatch : undefined;
    if (error) return html(reply, 400, form(lng, parsed.data.token, user.email, error));
    const passwordHash = await hash(body.password, { algorithm: 2 });
    await req.inTenant(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await tx.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.tokenHash, hashToken(parsed.data.token)));
    });
    return html(reply, 200, render(lng, `<p class="tag">${escapeHtml(t.done)}</p><p style="text-align:center;margin-top:24px"><a href="/" style="color:#13607c;font-weight:600">${escapeHtml(t.signIn)}</a></p>`));
  });
}
