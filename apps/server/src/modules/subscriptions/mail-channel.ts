import type { Language } from '@seaward/contract';
import type { Tx } from '../../db/client';
import { enqueueMail } from '../../mail';
import { EVENT_SUBJECTS } from './event-texts';

const OPEN_LABEL: Record<Language, string> = {
  'en-GB': 'Open in Seaward',
  'fr-FR': 'Ouvrir dans Seaward',
  'nb-NO': 'Åpne i Seaward',
  'ja-JP': 'Seaward で開く',
};

/** Queues the e-mail of one notification in the mail outbox (sent after the caller commits). */
export async function deliverByEmail(tx: Tx, m: { to: string; name: string; language: Language; text: string; path: string }) {
  await enqueueMail(tx, {
    to: [m.to],
    subject: `${EVENT_SUBJECTS[m.language]}: ${m.text}`.slice(0, 200),
    text: `${m.text}\n\n${OPEN_LABEL[m.language]}: ${m.path}\n`,
  });
}
