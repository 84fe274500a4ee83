import type { Language } from '@seaward/contract';

type Texts = { entered: string; invoiceReady: string; started: string; ended: string; areasUpdated: string };

/** Demo notification texts in each user's language ({ref} and {area} are filled in). */
export const NOTIFICATION_TEXTS: Record<Language, Texts> = {
  'en-GB': {
    entered: 'Trip {ref} entered {area}',
    invoiceReady: 'The invoice for trip {ref} is ready to confirm',
    started: 'Trip {ref} started',
    ended: 'Trip {ref} ended',
    areasUpdated: 'The listed areas were updated',
  },
  'fr-FR': {
    entered: 'Le voyage {ref} est entré dans la zone {area}',
    invoiceReady: 'La facture du voyage {ref} est prête à être confirmée',
    started: 'Le voyage {ref} a commencé',
    ended: 'Le voyage {ref} est terminé',
    areasUpdated: 'Les zones à risque aggravé ont été mises à jour',
  },
  'nb-NO': {
    entered: 'Reise {ref} gikk inn i {area}',
    invoiceReady: 'Fakturaen for reise {ref} er klar til bekreftelse',
    started: 'Reise {ref} har startet',
    ended: 'Reise {ref} er avsluttet',
    areasUpdated: 'De betingede områdene er oppdatert',
  },
  'ja-JP': {
    entered: '航海 {ref} が {area} に入りました',
    invoiceReady: '航海 {ref} の請求書は確定の準備ができています',
    started: '航海 {ref} が開始しました',
    ended: '航海 {ref} が終了しました',
    areasUpdated: '除外水域が更新されました',
  },
};
