import type { TFunction } from 'i18next';

type Issue = {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
  params?: { reason?: string };
};

/**
 * A zod error map in the user's language (zod's own messages are English):
 * the same schema the server uses validates the form, and its issues are
 * worded from the `validation` keys of the manage namespace.
 */
export function zodMessages(t: TFunction<'manage'>) {
  return (issue: Issue): string => {
    const empty = issue.input === undefined || issue.input === null || issue.input === '';
    switch (issue.code) {
      case 'too_small':
        if (issue.origin === 'string' && Number(issue.minimum) <= 1) return t('validation.required');
        if (issue.origin === 'string') return t('validation.tooShort', { min: Number(issue.minimum) });
        return t('validation.tooSmall', { min: Number(issue.minimum) });
      case 'too_big':
        return issue.origin === 'string' ? t('validation.tooLong', { max: Number(issue.maximum) }) : t('validation.tooBig', { max: Number(issue.maximum) });
      case 'invalid_format':
        if (issue.format === 'email') return t('validation.email');
        if (issue.format === 'url') return t('validation.url');
        return t('validation.format');
      case 'invalid_type':
        return empty ? t('validation.required') : t('validation.format');
      case 'invalid_value':
        return empty ? t('validation.required') : t('validation.choice');
      case 'custom':
        return t(`validation.${issue.params?.reason ?? 'format'}`, { defaultValue: t('validation.format') });
      default:
        return t('validation.format');
    }
  };
}

/** A server field message: one of our reason keys, else the server's own words. */
export const serverFieldMessage = (t: TFunction<'manage'>, message: string) => t(`validation.${message}`, { defaultValue: message });
