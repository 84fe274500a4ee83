import i18n from 'i18next';
import ChainedBackend from 'i18next-chained-backend';
import HttpBackend from 'i18next-http-backend';
import LocalStorageBackend from 'i18next-localstorage-backend';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { FALLBACK_LANGUAGE, LANGUAGES } from './languages';
import { fetchRequest, withRetries } from './retrying-request';

const SEVEN_DAYS_MS = 7 * 24 * 60 * 60 * 1000;
const LANGUAGE_STORAGE_KEY = 'i18nextLng';
// Set at build time from the locale files, so a new build never reads a stale cache.
const version = String(import.meta.env.VITE_LOCALES_VERSION ?? 'dev');

/** Set when the user picks a language in this browser (menu, account page or ?lng). */
export const LANGUAGE_CHOSEN_KEY = 'seaward.languageChosen';

/** Remembers that the language in this browser was chosen on purpose. */
export function markLanguageChosen() {
  window.localStorage.setItem(LANGUAGE_CHOSEN_KEY, '1');
}

if (new URLSearchParams(window.location.search).has('lng')) markLanguageChosen();

/**
 * True when the language was chosen on purpose in this browser rather than
 * guessed: only then does it win over the user's saved preference. The
 * detector's own cache cannot tell, since it also stores its guesses (for
 * example on the first, signed-out visit before the sign-in redirect).
 */
export const hasExplicitLanguage = window.localStorage.getItem(LANGUAGE_CHOSEN_KEY) === '1';

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** Starts i18next as spec section 9 sets it; the promise settles once translations load. */
export const i18nReady = i18n
  .use(ChainedBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: [...LANGUAGES],
    fallbackLng: FALLBACK_LANGUAGE,
    nonExplicitSupportedLngs: false,
    load: 'currentOnly',
    ns: ['translation'],
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // The cookie is cached too: it sits before local storage in the order and
      // the sign-in page (served by the server) reads and writes it.
      caches: ['localStorage', 'cookie'],
      lookupCookie: 'i18next',
      cookieMinutes: 60 * 24 * 365,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    backend: {
      backends: [LocalStorageBackend, HttpBackend],
      backendOptions: [
        { prefix: 'i18next_res_', expirationTime: SEVEN_DAYS_MS, defaultVersion: version },
        {
          loadPath: '/locales/{{lng}}/{{ns}}.json',
          addPath: '/locales/add/{{lng}}/{{ns}}',
          request: withRetries(fetchRequest),
        },
      ],
    },
  });

export { i18n };
