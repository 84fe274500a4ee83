import { z } from 'zod';
import type { Permission } from '../../permissions';
import { MAX_PER_PAGE } from '../list-constants';

/** How a form field is edited. */
export type FieldKind =
  | 'text'
  | 'email'
  | 'url'
  | 'number'
  | 'boolean'
  | 'textarea'
  | 'markdown'
  | 'select'
  | 'multiselect'
  | 'reference'
  | 'references'
  | 'permissions'
  | 'secret'
  | 'date'
  | 'tags';

/** One form field; its label is `<namespace>:<key>.fields.<name>`. */
export type ResourceField = {
  name: string;
  kind: FieldKind;
  /** Values of a select / multiselect (labels under `<key>.options.<name>.<value>` when `translateOptions`). */
  options?: readonly string[];
  translateOptions?: boolean;
  /** Another resource whose `/options` list fills a reference field. */
  reference?: string;
  /** Grid columns taken out of two (default 1). */
  span?: 1 | 2;
  /** Shown only when creating (e.g. a code that is the record's identity). */
  createOnly?: boolean;
};

/** One list column; its header is the field label of the same name. */
export type ResourceColumn = {
  name: string;
  kind?: 'text' | 'boolean' | 'number' | 'date' | 'list' | 'option';
  sortable?: boolean;
};

/** One list filter; `search` is the free-text box (query key `q`). */
export type ResourceFilter = {
  name: string;
  kind: 'search' | 'boolean' | 'select' | 'reference';
  options?: readonly string[];
  reference?: string;
};

/**
 * A manager resource declared once: the server derives its list / read /
 * create / update / delete routes from it, the browser its list and form pages.
 */
export type ResourceDescriptor<Input extends z.ZodObject = z.ZodObject, Rec extends z.ZodObject = z.ZodObject> = {
  /** The menu key, the URL segment (/manage/<key>) and the API segment. */
  key: string;
  /** Translation namespace of labels. */
  namespace: string;
  /** The create / update body: validated by the form and by the server. */
  input: Input;
  /** One record as the API returns it (always has id). */
  record: Rec;
  columns: readonly ResourceColumn[];
  filters: readonly ResourceFilter[];
  sortKeys: readonly [string, ...string[]];
  defaultSort: string;
  fields: readonly ResourceField[];
  /** Any of these opens the resource. */
  permissions: readonly Permission[];
  /** Without this one, an organisation-level permission confines the user to their own organisation (and children with manage-organisation-children). */
  tenantPermission?: Permission;
  organisationScoped?: boolean;
  /** The field that names a record (breadcrumb, confirmations). */
  titleField: string;
  /** Whether records may be created / deleted from the generic pages. */
  canCreate?: boolean;
  canDelete?: boolean;
  /** Form values of a new record, where empty is not the right start. */
  defaults?: Record<string, unknown>;
  /** Key type of the record id. */
  idKind?: 'number' | 'string';
};

/** API base of the manager resources, relative to API_BASE. */
export const MANAGE_API = '/v1/seaward/manage';

export const manageRoutes = {
  list: (key: string) => `${MANAGE_API}/${key}`,
  exportCsv: (key: string) => `${MANAGE_API}/${key}/export.csv`,
  options: (key: string) => `${MANAGE_API}/${key}/options`,
  record: (key: string, id: string | number) => `${MANAGE_API}/${key}/${encodeURIComponent(String(id))}`,
  history: (key: string, id: string | number) => `${MANAGE_API}/${key}/${encodeURIComponent(String(id))}/history`,
};

/** The list query of a resource: paging, sort, free text and its declared filters. */
export function resourceListQuerySchema(descriptor: Pick<ResourceDescriptor, 'sortKeys' | 'defaultSort' | 'filters'>) {
  const filters: Record<string, z.ZodType> = {};
  for (const f of descriptor.filters) {
    if (f.kind === 'search') continue;
    filters[f.name] =
      f.kind === 'boolean'
        ? z.enum(['true', 'false']).optional()
        : f.kind === 'reference'
          ? z.coerce.number().int().positive().optional()
          : z.enum((f.options ?? ['']) as [string, ...string[]]).optional();
  }
  return z.object({
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(25),
    sort: z
      .string()
      .regex(new RegExp(`^-?(${descriptor.sortKeys.join('|')})$`))
      .default(descriptor.defaultSort),
    q: z.string().max(100).optional(),
    ...filters,
  });
}

/** `{ data, total }`: one page of records and how many match. */
export const resourceListSchema = <T extends z.ZodType>(row: T) => z.object({ data: z.array(row), total: z.number().int() });

/** An entry of a reference field's choices. */
export const optionSchema = z.object({ id: z.union([z.number(), z.string()]), label: z.string() });
export type ResourceOption = z.infer<typeof optionSchema>;

/** One audit entry: who changed what, when. `changes` maps a field to [before, after]. */
export const auditEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(['create', 'update', 'delete', 'invite', 'deactivate', 'test']),
  actor_name: z.string().nullable(),
  actor_email: z.string().nullable(),
  at: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** Why a delete was refused: what still refers to the record. */
export type InUseData = { usedBy: { resource: string; count: number }[] };
