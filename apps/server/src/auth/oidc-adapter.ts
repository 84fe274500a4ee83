import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../db/client';
import { oidcPayloads } from '../db/schema';

/**
 * Database storage for the embedded OpenID provider (its memory adapter is for
 * development only). Rows are keyed by (id, model name); grant, uid and user
 * code are columns so the provider's look-ups are indexed.
 */
export function createOidcAdapterClass(db: Db) {
  return class PgAdapter implements Adapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
      const row = {
        id,
        type: this.type,
        payload: payload as Record<string, unknown>,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      };
      await db
        .insert(oidcPayloads)
        .values(row)
        .onConflictDoUpdate({ target: [oidcPayloads.id, oidcPayloads.type], set: row });
    }

    private async findBy(where: ReturnType<typeof eq>) {
      const [row] = await db
        .select()
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.type, this.type), where, sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`));
      if (!row) return undefined;
      return { ...row.payload, ...(row.consumedAt ? { consumed: Math.floor(row.consumedAt.getTime() / 1000) } : {}) } as AdapterPayload;
    }

    find(id: string) {
      return this.findBy(eq(oidcPayloads.id, id));
    }
    findByUid(uid: string) {
      return this.findBy(eq(oidcPayloads.uid, uid));
    }
    findByUserCode(userCode: string) {
      return this.findBy(eq(oidcPayloads.userCode, userCode));
    }
    async consume(id: string) {
      await db
        .update(oidcPayloads)
        .set({ consumedAt: new Date() })
        .where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }
    async destroy(id: string) {
      await db.delete(oidcPayloads).where(and(eq(oidcPayloads.id, id), eq(oidcPayloads.type, this.type)));
    }
    async revokeByGrantId(grantId: string) {
      await db.delete(oidcPayloads).where(eq(oidcPayloads.grantId, grantId));
    }
  };
}
