import type { Language } from '@seaward/contract';

export type SetPasswordText = {
  title: string;
  intro: string;
  password: string;
  confirm: string;
  submit: string;
  invalidLink: string;
  tooShort: string;
  mismatch: string;
  done: string;
  signIn: string;
};

export const MIN_PASSWORD_LENGTH = 10;

/** The set-password page in the four languages. */
export const SET_PASSWORD_TEXTS: Record<Language, SetPasswordText> = {
  'en-GB': {
    title: 'Choose your password',
    intro: 'Set a password for {{email}}.',
    password: 'New password',
    confirm: 'Repeat the password',
    submit: 'Save password',
    invalidLink: 'This link is no longer valid. Ask your administrator for a new invitation.',
    tooShort: `Use at least ${MIN_PASSWORD_LENGTH} characters.`,
    mismatch: 'The two passwords differ.',
    done: 'Your password is saved.',
    signIn: 'Sign in',
  },
  'fr-FR': {
    title: 'Choisissez votre mot de passe',
    intro: 'Définissez un mot de passe pour {{email}}.',
    password: 'Nouveau mot de passe',
    confirm: 'Répétez le mot de passe',
    submit: 'Enregistrer le mot de passe',
    invalidLink: 'Ce lien n’est plus valide. Demandez une nouvelle invitation à votre administrateur.',
    tooShort: `Utilisez au moins ${MIN_PASSWORD_LENGTH} caractères.`,
    mismatch: 'Les deux mots de passe diffèrent.',
    done: 'Votre mot de passe est enregistré.',
    signIn: 'Se connecter',
  },
  'nb-NO': {
    title: 'Velg passord',
    intro: 'Velg et passord for {{email}}.',
    password: 'Nytt passord',
    confirm: 'Gjenta passordet',
    submit: 'Lagre passord',
    invalidLink: 'Lenken er ikke lenger gyldig. Be administratoren om en ny invitasjon.',
    tooShort: `Bruk minst ${MIN_PASSWORD_LENGTH} tegn.`,
    mismatch: 'Passordene er ikke like.',
    done: 'Passordet er lagret.',
    signIn: 'Logg inn',
  },
  'ja-JP': {
    title: 'パスワードの設定',
    intro: '{{email}} のパスワードを設定してください。',
    password: '新しいパスワード',
    confirm: 'パスワード（確認）',
    submit: 'パスワードを保存',
    invalidLink: 'このリンクは無効です。管理者に招待の再送を依頼してください。',
    tooShort: `${MIN_PASSWORD_LENGTH} 文字以上で入力してください。`,
    mismatch: 'パスワードが一致しません。',
    done: 'パスワードを保存しました。',
    signIn: 'サインイン',
  },
};
