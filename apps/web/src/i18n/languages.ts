import { FALLBACK_LANGUAGE, LANGUAGES } from '@seaward/contract/routes';
import type { Language } from '@seaward/contract';

export { FALLBACK_LANGUAGE, LANGUAGES, type Language };

// Each language is named in its own language (an endonym), which is the same
// in every interface language; so these are not translation keys.
export const LANGUAGE_LABELS: Record<Language, string> = {
  'en-GB': 'English (UK)',
  'fr-FR': 'Français',
  'nb-NO': 'Norsk bokmål',
  'ja-JP': '日本語',
};

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
