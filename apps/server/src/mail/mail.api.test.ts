import type { AddressInfo } from 'node:net';
import type { TripInvoice } from '@seaward/contract';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTestApp, signIn, withSession } from '../../test/app';
import { readConfig } from '../config';
import { runDueJobs } from '../jobs';
import { configureMail } from '.';

type Received = { from: string; to: string[]; data: string };
const received: Received[] = [];
let server: SMTPServer;
let port = 0;

beforeAll(async () => {
  // A real SMTP peer: the message goes over the wire as in production.
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((r) => r.address), data: Buffer.concat(chunks).toString() });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('invoice e-mail over SMTP', () => {
  it('a confirmed invoice reaches every recipient with its PDF attached', async () => {
    const { app, database } = await getTestApp();
    configureMail(readConfig({ DATA_DIR: 'memory://', SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Seaward <invoices@seaward.test>' }));
    const jar = await signIn(app, 'staff@nordic.test');
    const ref = `NWR-${new Date().getUTCFullYear()}-0030`;
    const url = `/api/v1/invoice-service/trips/${ref}/invoice`;
    const inv = (await app.inject({ url, headers: withSession(jar) })).json<TripInvoice>();
    const recipients = ['ap@fjordline.test', 'finance@fjordline.test'];
    const patch = await app.inject({
      method: 'PATCH',
      url,
      headers: withSession(jar),
      payload: {
        bank_accounts: inv.bank_accounts.map((a) => ({ id: a.id, selected: a.selected })),
        due_date: inv.due_date,
        extended_due_date: inv.extended_due_date,
        email_recipients: recipients,
        notes: null,
        policies: inv.policies.map((p) => ({ id: p.id, policy_reference: 'WR-2026-77', endorsement_reference: null, notes: null })),
      },
    });
    expect(patch.statusCode).toBe(200);
    const confirm = await app.inject({ method: 'POST', url: `${url}/confirm`, headers: withSession(jar) });
    expect(confirm.statusCode).toBe(200);
    const number = confirm.json<TripInvoice>().number!;

    // Nothing is sent inside the request: the outbox delivers after commit.
    expect(received).toHaveLength(0);
    const { failed } = await runDueJobs(database.db);
    expect(failed).toBe(0);

    const mail = received.find((m) => m.to.includes(recipients[0]!));
    expect(mail).toBeDefined();
    expect(mail!.to.sort()).toEqual([...recipients].sort());
    expect(mail!.from).toBe('invoices@seaward.test');
    expect(mail!.data).toMatch(/^From: "?Nordic War Risks"? <invoices@seaward\.test>/m);
    expect(mail!.data).toContain(number);
    expect(mail!.data).toMatch(new RegExp(`Content-Type: application/pdf; name="?${ref}\\.pdf"?`));
    // The attachment is the PDF itself (base64 of "%PDF-" is "JVBERi0").
    expect(mail!.data).toMatch(/Content-Transfer-Encoding: base64\r?\n(Content-Disposition: attachment; filename="?[\w.-]+\.pdf"?\r?\n)?\r?\nJVBERi0/);
  });
});
