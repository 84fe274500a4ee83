import type { ResourceDescriptor } from '@seaward/contract';
import type { Row } from './resource-api';

/** The form's starting values: the record's, with null shown as an empty field, or the declared defaults. */
export function toFormValues(descriptor: ResourceDescriptor, record: Row | null): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of descriptor.fields) {
    const value = record ? record[field.name] : descriptor.defaults?.[field.name];
    if (field.kind === 'boolean') values[field.name] = value ?? true;
    else if (field.kind === 'references' || field.kind === 'permissions' || field.kind === 'multiselect') values[field.name] = Array.isArray(value) ? value : [];
    else if (field.kind === 'reference') values[field.name] = value ?? null;
    else values[field.name] = value ?? '';
  }
  return values;
}
