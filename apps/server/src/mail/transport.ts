import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';

/** Delivers one fully built message. */
export type MailTransport = { send: (message: Mail.Options) => Promise<{ id: string; location: string }> };

/** SMTP (`smtp://user:pass@host:port`, `smtps://...`) through nodemailer. */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (message) => {
      const info = await transporter.sendMail(message);
      return { id: info.messageId, location: url.replace(/\/\/[^@/]*@/, '//') };
    },
  };
}

/**
 * Without SMTP the messages are written as .eml files (open them in any mail
 * program) under `<dir>`: visible locally, nothing leaves the machine.
 */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (message) => {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const file = join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`);
      await writeFile(file, info.message as Buffer);
      return { id: info.messageId, location: file };
    },
  };
}

/** SMTP when a URL is configured, else .eml files under DATA_DIR/mail (a temp dir for in-memory data). */
export function transportFor(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  if (config.SMTP_URL) return smtpTransport(config.SMTP_URL);
  const base = config.DATA_DIR === 'memory://' ? join(tmpdir(), 'seaward') : config.DATA_DIR;
  return fileTransport(join(base, 'mail'));
}
