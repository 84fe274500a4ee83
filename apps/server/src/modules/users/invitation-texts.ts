import type { Language } from '@seaward/contract';

type InviteText = { subject: (tenant: string) => string; body: (name: string, tenant: string, link: string, days: number) => string };

/** The invitation e-mail in the user's language. */
export const INVITE_TEXTS: Record<Language, InviteText> = {
  'en-GB': {
    subject: (tenant) => `Your ${tenant} account`,
    body: (name, tenant, link, days) =>
      `Hello ${name},\n\nAn account has been created for you at ${tenant}. Choose your password here:\n\n${link}\n\nThe link works once and expires in ${days} days.\n`,
  },
  'fr-FR': {
    subject: (tenant) => `Votre compte ${tenant}`,
    body: (name, tenant, link, days) =>
      `Bonjour ${name},\n\nUn compte a été créé pour vous chez ${tenant}. Choisissez votre mot de passe ici :\n\n${link}\n\nCe lien ne fonctionne qu’une fois et expire dans ${days} jours.\n`,
  },
  'nb-NO': {
    subject: (tenant) => `Din konto hos ${tenant}`,
    body: (name, tenant, link, days) =>
      `Hei ${name},\n\nDet er opprettet en konto til deg hos ${tenant}. Velg passord her:\n\n${link}\n\nLenken kan brukes én gang og utløper om ${days} dager.\n`,
  },
  'ja-JP': {
    subject: (tenant) => `${tenant} のアカウント`,
    body: (name, tenant, link, days) =>
      `${name} 様\n\n${tenant} にアカウントが作成されました。次のリンクからパスワードを設定してください。\n\n${link}\n\nこのリンクは一度だけ使用でき、${days} 日後に失効します。\n`,
  },
};
