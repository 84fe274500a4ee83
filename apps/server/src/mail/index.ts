import type { Db, Tx } from '../db/client';
import { enqueueJob, registerJobHandler } from '../jobs';
import { type MailTransport, transportFor } from './transport';

export { fileTransport, smtpTransport, transportFor, type MailTransport } from './transport';

/** The job type that delivers one message. */
export const MAIL_JOB = 'mail.send';

/**
 * An attachment is stored as a reference, not as bytes: the handler asks the
 * source registered under `kind` for the bytes when it sends (for an invoice,
 * the PDF is rendered again from its frozen content).
 */
export type MailAttachmentRef = { kind: string; ref: string; filename: string; contentType: string };

/** The payload of a `mail.send` job. */
export type MailMessage = {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  /** Display name of the sender, e.g. the tenant's name; the address is MAIL_FROM's. */
  fromName?: string;
  replyTo?: string;
  attachments?: MailAttachmentRef[];
};

/** Gives the bytes of an attachment of one kind, for one tenant. */
export type AttachmentSource = (ref: string, ctx: { tenantId: number; db: Db }) => Promise<Buffer>;

const sources = new Map<string, AttachmentSource>();

/** Registers where attachments of `kind` come from (at start-up). */
export function registerAttachmentSource(kind: string, source: AttachmentSource): void {
  sources.set(kind, source);
}

/**
 * Queues a message in the caller's transaction (outbox): sent after commit,
 * retried with back-off when delivery fails, never sent if the change rolls back.
 */
export function enqueueMail(tx: Tx, message: MailMessage): Promise<number> {
  return enqueueJob(tx, { type: MAIL_JOB, payload: message });
}

function fromHeader(mailFrom: string, name?: string): string {
  if (!name) return mailFrom;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

/**
 * Registers the `mail.send` handler with the configured transport (SMTP when
 * SMTP_URL is set, else .eml files under DATA_DIR/mail). Calling it again
 * replaces the transport (tests point it at their own SMTP peer).
 */
export function configureMail(config: { SMTP_URL?: string; DATA_DIR: string; MAIL_FROM: string }, transport: MailTransport = transportFor(config)) {
  registerJobHandler<MailMessage>(MAIL_JOB, async (msg, ctx) => {
    // Attachments first, outside any transaction hold during the SMTP dialogue.
    const attachments = [];
    for (const a of msg.attachments ?? []) {
      const source = sources.get(a.kind);
      if (!source) throw new Error(`no attachment source '${a.kind}'`);
      attachments.push({ filename: a.filename, contentType: a.contentType, content: await source(a.ref, { tenantId: ctx.tenantId, db: ctx.db }) });
    }
    await transport.send({
      from: fromHeader(config.MAIL_FROM, msg.fromName),
      to: msg.to,
      replyTo: msg.replyTo,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      attachments,
    });
  });
  return transport;
}
