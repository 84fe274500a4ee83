import i18next from 'i18next';

/**
 * A translation for UI that renders outside react-i18next (the fallback error
 * page, the first spinner): the English text until translations are ready.
 */
export function translateOr(key: string, english: string): string {
  if (!i18next.isInitialized) return english;
  const text = i18next.t(key, { defaultValue: english });
  return typeof text === 'string' && text !== '' ? text : english;
}
