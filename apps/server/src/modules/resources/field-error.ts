import { AppError } from '../../http/app-error';

/** A 400 on one field; `reason` is a key the browser translates (e.g. 'taken', 'outside_scope'). */
export const fieldError = (field: string, reason: string, message = `${field}: ${reason}`) =>
  new AppError('validation_failed', message, { fields: [{ field, message: reason }] });
