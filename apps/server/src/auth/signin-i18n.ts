import { readFileSync } from 'node:fs';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@seaward/contract';

// The sign-in page is served before the SPA loads, so the server reads the
// `signin` namespace of the web app's locale files itself.
const dir = new URL('../../../web/public/locales/', import.meta.url);
const dictionaries = Object.fromEntries(
  LANGUAGES.map((lng) => [lng, JSON.parse(readFileSync(new URL(`${lng}/signin.json`, dir), 'utf8')) as Record<string, string>]),
) as Record<Language, Record<string, string>>;

export type SigninText = (key: string, vars?: Record<string, string | number>) => string;

export function signinText(lng: Language): SigninText {
  return (key, vars = {}) => {
    const raw = dictionaries[lng][key] ?? dictionaries[FALLBACK_LANGUAGE][key] ?? key;
    return raw.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

const isLanguage = (v: unknown): v is Language => typeof v === 'string' && (LANGUAGES as readonly string[]).includes(v);

/** Picks the page language: ?lng, the i18next cookie the SPA keeps, Accept-Language, the tenant default, en-GB. */
export function pickLanguage(input: { query?: string; cookie?: string; acceptLanguage?: string; tenantDefault?: string | null }): Language {
  for (const c of [input.query, input.cookie]) if (isLanguage(c)) return c;
  for (const part of (input.acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]!.trim().toLowerCase();
    const hit = LANGUAGES.find((l) => l.toLowerCase() === tag) ?? LANGUAGES.find((l) => tag && l.toLowerCase().startsWith(tag.split('-')[0]! + '-'));
    if (hit) return hit;
  }
  return isLanguage(input.tenantDefault) ? input.tenantDefault : FALLBACK_LANGUAGE;
}
