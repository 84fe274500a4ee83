import { RESERVED_ROLE, rolesResource } from '@seaward/contract';
import { eq, sql } from 'drizzle-orm';
import type { ActorCache } from '../../auth/actor-cache';
import { rolePermissions, roles, userRoles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { fieldError } from '../resources/field-error';
import { createTableStore, dynamic } from '../resources/table-store';
import type { RecordId, ServerResource, StoreContext } from '../resources/types';

const permissionsOf = sql<string[]>`coalesce((select array_agg(rp.permission order by rp.permission) from ${rolePermissions} rp where rp.role_id = ${roles.id}), '{}')`;

/** Every holder of the role re-reads their permissions on their next request. */
async function forgetHolders(ctx: StoreContext, roleId: RecordId, actors: ActorCache) {
  const holders = await ctx.tx.select({ userId: userRoles.userId }).from(userRoles).where(eq(userRoles.roleId, Number(roleId)));
  for (const h of holders) actors.forget(ctx.tenantId, h.userId);
}

/** Roles and their permission matrix; super-admin is reserved (neither created, changed nor deleted here). */
export function createRolesResource(actors: ActorCache): ServerResource {
  return {
    descriptor: rolesResource,
    store: createTableStore({
      table: roles,
      id: roles.id,
      columns: {
        id: roles.id,
        name: roles.name,
        description: roles.description,
        permissions: permissionsOf,
        users: sql<number>`(select count(*) from ${userRoles} ur where ur.role_id = ${roles.id})`.mapWith(Number),
        reserved: sql<boolean>`${roles.name} = ${RESERVED_ROLE}`,
      },
      select: (tx, cols) => dynamic(tx.select(cols).from(roles)),
      sort: { name: roles.name, users: sql`(select count(*) from ${userRoles} ur where ur.role_id = ${roles.id})` },
      search: [roles.name, roles.description],
      validate: async (ctx, _input, id) => {
        if (id === undefined) return;
        const [row] = await ctx.tx.select({ name: roles.name }).from(roles).where(eq(roles.id, Number(id)));
        if (row?.name === RESERVED_ROLE) throw fieldError('name', 'reserved');
      },
      toValues: (input) => ({ name: input.name, description: input.description }),
      afterWrite: async (ctx, id, input) => {
        await ctx.tx.delete(rolePermissions).where(eq(rolePermissions.roleId, Number(id)));
        const permissions = [...new Set(input.permissions as string[])];
        if (permissions.length) await ctx.tx.insert(rolePermissions).values(permissions.map((permission) => ({ tenantId: ctx.tenantId, roleId: Number(id), permission })));
        await forgetHolders(ctx, id, actors);
      },
      beforeDelete: async (_ctx, _id, before) => {
        if (before.name === RESERVED_ROLE) throw new AppError('conflict', 'The super-admin role is reserved and cannot be deleted.', { usedBy: [] });
      },
      usedBy: [{ resource: 'users', table: userRoles, column: userRoles.roleId }],
      optionLabel: 'name',
    }),
  };
}
