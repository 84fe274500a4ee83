import { can, isAdmin, usersResource } from '@seaward/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ActorCache } from '../../auth/actor-cache';
import { organisations, rolePermissions, roles, sessions, userRoles, users } from '../../db/schema';
import { endProviderSessions } from '../../auth/sessions';
import { AppError } from '../../http/app-error';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { RecordId, ServerResource, StoreContext } from '../resources/types';
import { sendInvitation } from './invitation';

const roleIdsOf = sql<number[]>`coalesce((select array_agg(ur.role_id order by ur.role_id) from ${userRoles} ur where ur.user_id = ${users.id}), '{}')`;
const roleNamesOf = sql<string[]>`coalesce((select array_agg(r.name order by r.name) from ${userRoles} ur join ${roles} r on r.id = ur.role_id where ur.user_id = ${users.id}), '{}')`;

/**
 * Roles the actor may hand out: a super-admin any; anyone else only roles whose
 * every permission they hold themselves (no one grants more than they have).
 */
async function assertGrantable(ctx: StoreContext, roleIds: number[]) {
  if (roleIds.length === 0 || isAdmin(ctx.actor)) return;
  const found = await ctx.tx.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== new Set(roleIds).size) throw fieldError('role_ids', 'not_found');
  const perms = await ctx.tx.select({ permission: rolePermissions.permission }).from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
  if (found.some((r) => r.name === 'super-admin') || perms.some((p) => !can(ctx.actor, p.permission))) throw fieldError('role_ids', 'not_grantable');
}

async function validate(ctx: StoreContext, input: Record<string, unknown>, id?: RecordId) {
  const organisationId = input.organisation_id as number | null;
  if (ctx.visible && (organisationId == null || !ctx.visible.has(organisationId))) throw fieldError('organisation_id', 'outside_scope');
  if (organisationId != null) {
    const [org] = await ctx.tx.select({ id: organisations.id }).from(organisations).where(eq(organisations.id, organisationId));
    if (!org) throw fieldError('organisation_id', 'not_found');
  }
  if (id !== undefined && Number(id) === ctx.actor.userId && input.active === false) throw fieldError('active', 'self');
  await assertGrantable(ctx, input.role_ids as number[]);
}

/** Users: invited by e-mail; a deactivated user's sessions end at once; a role change shows on their next request. */
export function createUsersResource(actors: ActorCache): ServerResource {
  return {
    descriptor: usersResource,
    changeEvent: 'user.changed',
    store: createTableStore({
      table: users,
      id: users.id,
      columns: {
        id: users.id,
        name: users.name,
        email: users.email,
        organisation_id: users.organisationId,
        organisation_name: organisations.name,
        language: users.language,
        role_ids: roleIdsOf,
        role_names: roleNamesOf,
        active: users.active,
        has_password: sql<boolean>`${users.passwordHash} is not null`,
        created_at: sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`,
      },
      select: (tx, cols) => dynamic(tx.select(cols).from(users).leftJoin(organisations, eq(organisations.id, users.organisationId))),
      sort: { name: users.name, email: users.email, organisation_name: organisations.name, active: users.active },
      search: [users.name, users.email],
      filters: {
        organisation_id: (v) => eq(users.organisationId, v as number),
        role_id: (v) => sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${v as number})`,
        active: (v) => eq(users.active, v === 'true'),
      },
      scope: users.organisationId,
      validate,
      toValues: (input) => ({ name: input.name, email: input.email, organisationId: input.organisation_id, language: input.language, active: input.active }),
      afterWrite: async (ctx, id, input, mode) => {
        const userId = Number(id);
        await ctx.tx.delete(userRoles).where(eq(userRoles.userId, userId));
        const roleIds = [...new Set(input.role_ids as number[])];
        if (roleIds.length) await ctx.tx.insert(userRoles).values(roleIds.map((roleId) => ({ tenantId: ctx.tenantId, userId, roleId })));
        if (input.active === false) {
          await ctx.tx.delete(sessions).where(and(eq(sessions.userId, userId)));
          await endProviderSessions(ctx.tx, userId);
        }
        // Deactivation and role changes count from the next request, not after the cache lapses.
        actors.forget(ctx.tenantId, userId);
        if (mode === 'create') await sendInvitation(ctx, userId);
      },
      beforeDelete: async (ctx, id) => {
        if (Number(id) === ctx.actor.userId) throw new AppError('conflict', 'You cannot delete your own account.', { usedBy: [] });
        actors.forget(ctx.tenantId, Number(id));
      },
      optionLabel: 'name',
    }),
  };
}
