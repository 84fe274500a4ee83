import { createHash, randomBytes } from 'node:crypto';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@seaward/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { tenants, userTokens, users } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { enqueueMail } from '../../mail';
import { getTenantSetting } from '../tenant/service';
import type { StoreContext } from '../resources/types';
import { renderEmailTemplate } from '../email-templates/render';
import { INVITE_TEXTS } from './invitation-texts';

export const INVITE_DAYS = 7;
export const SET_PASSWORD_PATH = '/api/auth/set-password';
export const INVITE_PURPOSE = 'set-password';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const asLanguage = (value: string | null | undefined): Language | null =>
  value && (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : null;

/**
 * Sends a set-password link through the mail outbox (sent after the commit,
 * retried on failure). Earlier unused links of the user stop working.
 */
export async function sendInvitation(ctx: Pick<StoreContext, 'tx' | 'tenantId' | 'origin'>, userId: number): Promise<void> {
  const { tx } = ctx;
  const [user] = await tx.select({ name: users.name, email: users.email, language: users.language, organisationId: users.organisationId }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound('User');
  const [tenant] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, ctx.tenantId));
  const token = randomBytes(32).toString('base64url');
  await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, INVITE_PURPOSE), isNull(userTokens.usedAt)));
  await tx.insert(userTokens).values({
    tokenHash: hashToken(token),
    tenantId: ctx.tenantId,
    userId,
    purpose: INVITE_PURPOSE,
    expiresAt: new Date(Date.now() + INVITE_DAYS * 86_400_000),
  });
  const language = asLanguage(user.language) ?? asLanguage(await getTenantSetting(tx, 'default-language')) ?? FALLBACK_LANGUAGE;
  const text = INVITE_TEXTS[language];
  const link = `${ctx.origin}${SET_PASSWORD_PATH}?token=${token}`;
  const tenantName = tenant?.name ?? '';
  // The organisation's or the tenant's 'user.invited' template when there is one, else the built-in wording.
  // A template that fails at render time must not stop the invitation: the built-in wording goes instead.
  const custom = await renderEmailTemplate(tx, 'user.invited', language, user.organisationId, { user: { name: user.name, email: user.email }, tenant: { name: tenantName }, link, days: INVITE_DAYS }).catch(() => null);
  await enqueueMail(tx, {
    to: [user.email],
    subject: custom?.subject ?? text.subject(tenantName),
    text: custom?.text ?? text.body(user.name, tenantName, link, INVITE_DAYS),
    html: custom?.html,
    fromName: tenantName,
  });
}

/** The user a valid, unused, unexpired token belongs to. */
export async function userOfToken(tx: Tx, token: string): Promise<number | null> {
  const [row] = await tx
    .select({ userId: userTokens.userId, expiresAt: userTokens.expiresAt, usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.purpose, INVITE_PURPOSE)));
  if (!row || row.usedAt || row.expiresAt.getTime() < Date.now()) return null;
  return row.userId;
}
