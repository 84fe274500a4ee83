import { AppError } from '../../http/app-error';

type PgError = { code?: string; constraint?: string; cause?: PgError };

const pgCode = (error: unknown): PgError | null => {
  let e = error as PgError | undefined;
  for (let i = 0; e && i < 3; i++, e = e.cause) if (typeof e.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(e.code)) return e;
  return null;
};

/**
 * Database refusals a user can cause, as the errors they should see: a
 * duplicate is a field error on the naming field, a reference still in use a 409.
 */
export function translateDbError(error: unknown, titleField: string): unknown {
  const pg = pgCode(error);
  if (pg?.code === '23505') return new AppError('validation_failed', `${titleField} is already taken`, { fields: [{ field: titleField, message: 'taken' }] });
  if (pg?.code === '23503')
    return new AppError('conflict', 'Other records still refer to this one: change or remove those first, or deactivate it instead.', { usedBy: [] });
  return error;
}
