import { useTranslation } from 'react-i18next';

type DateInput = Date | string | number;

const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

/** A date in the given language, e.g. 3 Mar 2025 / 3 mars 2025 / 2025年3月3日. */
export function formatDate(value: DateInput, language: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  const date = toDate(value);
  return Number.isNaN(date.getTime()) ? '' : new Intl.DateTimeFormat(language, options).format(date);
}

/** A date with time of day in the given language. */
export const formatDateTime = (value: DateInput, language: string) =>
  formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });

/** A number in the given language (grouping and decimal separators). */
export const formatNumber = (value: number, language: string, options?: Intl.NumberFormatOptions) =>
  new Intl.NumberFormat(language, options).format(value);

/** Formatters bound to the active interface language. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return {
    language,
    date: (value: DateInput, options?: Intl.DateTimeFormatOptions) => formatDate(value, language, options),
    dateTime: (value: DateInput) => formatDateTime(value, language),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options),
  };
}
