import { z } from 'zod';
import { LANGUAGES } from '../../routes';

// Building blocks shared by the resource schemas. Messages are left to the
// caller's error map, so the browser shows them in the user's language. An
// empty form value means "none" and is stored as null.

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : typeof v === 'string' && v.trim() === '' ? null : v);

/** Required text, trimmed, at most `max` characters. */
export const requiredText = (max = 200) => z.string().trim().min(1).max(max);
/** Optional text: empty is null. */
export const optionalTextField = (max = 500) => z.preprocess(blankToNull, z.string().trim().max(max).nullable());
/** Optional e-mail address: empty is null. */
export const optionalEmail = z.preprocess(blankToNull, z.email().max(254).nullable());
/** Optional id chosen in a reference field: empty is null. */
export const optionalRef = z.preprocess(blankToNull, z.coerce.number().int().positive().nullable());
/** ISO 3166-1 alpha-2 country code, or null. */
export const optionalCountry = z.preprocess(
  (v) => (typeof v === 'string' ? blankToNull(v.trim().toUpperCase()) : blankToNull(v)),
  z.string().regex(/^[A-Z]{2}$/).nullable(),
);
/** One of the product's languages. */
export const language = z.enum(LANGUAGES);
export const optionalLanguage = z.preprocess(blankToNull, language.nullable());
