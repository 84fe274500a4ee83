import { createHash, randomBytes } from 'node:crypto';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../db/client';
import { sessions } from '../db/schema';
import type { SessionActor } from '../http/context';

export const SESSION_COOKIE = 'seaward_session';

/** The table keeps the SHA-256 of the cookie token, so a database read never yields a usable cookie. */
export const sessionIdOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Creates a session; returns the cookie token (a new one at every sign-in). */
export async function createSession(
  tx: Tx,
  input: { tenantId: number; userId: number; accessToken: string; idToken: string | null; userAgent: string | null; ttlHours: number },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.insert(sessions).values({
    id: sessionIdOf(token),
    tenantId: input.tenantId,
    userId: input.userId,
    accessToken: input.accessToken,
    idToken: input.idToken,
    userAgent: input.userAgent,
    expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
  });
  return token;
}

type Row = {
  session_id: string;
  access_token: string;
  user_id: number;
  email: string;
  name: string;
  language: string | null;
  organisation_id: number | null;
  roles: string[];
  permissions: string[];
};

/** The actor behind a cookie token, or null when the session is unknown, expired or its user inactive. */
export async function findActor(tx: Tx, token: string): Promise<SessionActor | null> {
  // One statement: this runs on every authenticated request.
  const result = await tx.execute(sql`
    select s.id as session_id, s.access_token, u.id as user_id, u.email, u.name, u.language, u.organisation_id,
      coalesce((select json_agg(distinct r.name) from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id), '[]') as roles,
      coalesce((select json_agg(distinct rp.permission) from user_roles ur join role_permissions rp on rp.role_id = ur.role_id where ur.user_id = u.id), '[]') as permissions
    from sessions s join users u on u.id = s.user_id
    where s.id = ${sessionIdOf(token)} and s.expires_at > now() and u.active`);
  const row = (result as unknown as { rows: Row[] }).rows[0];
  if (!row) return null;
  return {
    sessionId: row.session_id,
    accessToken: row.access_token,
    userId: row.user_id,
    email: row.email,
    name: row.name,
    language: row.language,
    organisationId: row.organisation_id,
    roles: row.roles,
    permissions: row.permissions,
  };
}

export async function deleteSession(tx: Tx, sessionId: string) {
  const [row] = await tx.delete(sessions).where(eq(sessions.id, sessionId)).returning({ idToken: sessions.idToken });
  return row ?? null;
}

export async function deleteOtherSessions(tx: Tx, userId: number, keepId: string) {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)));
}

/** Ends the user's sessions at the embedded identity provider (see migration end_provider_sessions). */
export async function endProviderSessions(tx: Tx, userId: number): Promise<void> {
  await tx.execute(sql`select seaward_end_provider_sessions(${userId})`);
}
