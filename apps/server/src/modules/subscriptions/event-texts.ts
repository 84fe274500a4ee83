import type { Language, SubscriptionEvent } from '@seaward/contract';

/**
 * Notification texts per event in each user's language; {ref}, {vessel},
 * {area} and {level} are filled in. Kept on the server: a notification is
 * stored as text in the language of the user it is for.
 */
export const EVENT_TEXTS: Record<Language, Record<SubscriptionEvent, string>> = {
  'en-GB': {
    'trip.started': 'Trip {ref} started: {vessel} entered {area}',
    'trip.ended': 'Trip {ref} ended: {vessel} left {area}',
    'breach.detected': 'Possible breach: {vessel} is inside {area} without a declared trip',
    'invoice.confirmed': 'The invoice for trip {ref} was confirmed',
    'threat.assessed': 'New threat assessment for {area}: {level}',
  },
  'fr-FR': {
    'trip.started': 'Le voyage {ref} a commencé : {vessel} est entré dans la zone {area}',
    'trip.ended': 'Le voyage {ref} est terminé : {vessel} a quitté la zone {area}',
    'breach.detected': 'Infraction possible : {vessel} se trouve dans la zone {area} sans voyage déclaré',
    'invoice.confirmed': 'La facture du voyage {ref} a été confirmée',
    'threat.assessed': 'Nouvelle évaluation de la menace pour {area} : {level}',
  },
  'nb-NO': {
    'trip.started': 'Reise {ref} har startet: {vessel} gikk inn i {area}',
    'trip.ended': 'Reise {ref} er avsluttet: {vessel} forlot {area}',
    'breach.detected': 'Mulig brudd: {vessel} er i {area} uten en meldt reise',
    'invoice.confirmed': 'Fakturaen for reise {ref} er bekreftet',
    'threat.assessed': 'Ny trusselvurdering for {area}: {level}',
  },
  'ja-JP': {
    'trip.started': '航海 {ref} が開始しました：{vessel} が {area} に入りました',
    'trip.ended': '航海 {ref} が終了しました：{vessel} が {area} を出ました',
    'breach.detected': '違反の可能性：{vessel} が申告済みの航海なしで {area} にいます',
    'invoice.confirmed': '航海 {ref} の請求書が確定されました',
    'threat.assessed': '{area} の新しい脅威評価：{level}',
  },
};

/** Subject lines of the e-mail channel. */
export const EVENT_SUBJECTS: Record<Language, string> = {
  'en-GB': 'Seaward notification',
  'fr-FR': 'Notification Seaward',
  'nb-NO': 'Varsel fra Seaward',
  'ja-JP': 'Seaward からのお知らせ',
};

/** Fills `{name}` placeholders; unknown ones become empty. */
export const fillText = (template: string, params: Record<string, string | undefined>) =>
  template.replace(/\{(\w+)\}/g, (_m, name: string) => params[name] ?? '');
