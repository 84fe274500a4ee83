import type { AuditEntry } from '@seaward/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { auditLog } from '../../db/schema';
import type { SessionActor } from '../../http/context';

export type AuditAction = AuditEntry['action'];

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields that differ between two versions of a record: field -> [before, after]. Secrets are never in either. */
export function diffRecords(before: Record<string, unknown> | null, after: Record<string, unknown> | null): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    if (key === 'id') continue;
    const a = before?.[key] ?? null;
    const b = after?.[key] ?? null;
    if (!same(a, b)) changes[key] = [a, b];
  }
  return changes;
}

/** Writes one audit entry in the caller's transaction: it exists exactly when the change commits. */
export async function writeAudit(
  tx: Tx,
  entry: { tenantId: number; actor: SessionActor | null; resource: string; recordId: string | number; action: AuditAction; changes: Record<string, [unknown, unknown]> },
): Promise<void> {
  await tx.insert(auditLog).values({
    tenantId: entry.tenantId,
    resource: entry.resource,
    recordId: String(entry.recordId),
    action: entry.action,
    actorUserId: entry.actor?.userId ?? null,
    actorName: entry.actor?.name ?? null,
    actorEmail: entry.actor?.email ?? null,
    changes: entry.changes,
  });
}

/** A record's history, newest first. */
export async function listHistory(tx: Tx, resource: string, recordId: string | number, limit = 200): Promise<AuditEntry[]> {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
  return rows.map((r) => ({
    id: r.id,
    action: r.action as AuditAction,
    actor_name: r.actorName,
    actor_email: r.actorEmail,
    at: r.at.toISOString(),
    changes: r.changes,
  }));
}
