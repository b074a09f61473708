import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createMailer, createOutboxRepository } from './index.ts';
import { createSmtpMailer, type MailTransport } from './smtp-mailer.ts';
import { loadEnv } from '../../env.ts';

const message = {
  to: 'maria@teste.nc.local',
  subject: 'Assunto',
  template: 'recuperacao',
  html: '<p>http://localhost:3000/redefinir-senha?token=segredo</p>',
  text: 'http://localhost:3000/redefinir-senha?token=segredo',
};

describe('mailers', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const clock = createManualClock();
  const logged: string[] = [];
  const log = { warn: () => {}, info: (line: string) => void logged.push(line) };

  it('SMTP: hands the message to the transport and keeps a delivery record without the body', async () => {
    const outbox = createOutboxRepository(database.db);
    const delivered: unknown[] = [];
    const transport: MailTransport = { sendMail: async (mail) => delivered.push(mail) };
    const mailer = createSmtpMailer({
      smtpUrl: 'smtp://x',
      from: 'NC <nc@teste>',
      outbox,
      clock,
      log,
      transport,
    });
    await mailer.send(message);
    expect(delivered).toEqual([
      { from: 'NC <nc@teste>', to: message.to, subject: 'Assunto', html: message.html, text: message.text },
    ]);
    const [row] = await outbox.findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({
      to: message.to,
      template: 'recuperacao',
      html: null,
      text: null,
      sentAt: clock.now(),
      error: null,
    });
  });

  it('SMTP: a failure is recorded with its error and thrown to the caller', async () => {
    const outbox = createOutboxRepository(database.db);
    const transport: MailTransport = {
      sendMail: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:587');
      },
    };
    const mailer = createSmtpMailer({
      smtpUrl: 'smtp://x',
      from: 'NC <nc@teste>',
      outbox,
      clock,
      log,
      transport,
    });
    await expect(mailer.send(message)).rejects.toThrow('ECONNREFUSED');
    const [row] = await outbox.findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({ sentAt: null, error: 'connect ECONNREFUSED 127.0.0.1:587', text: null });
  });

  it('picks SMTP when SMTP_URL is set and the outbox otherwise', async () => {
    const db = database.db;
    expect(createMailer({ env: loadEnv({}), db, clock, log }).kind).toBe('outbox');
    expect(
      createMailer({ env: loadEnv({ SMTP_URL: 'smtp://u:p@localhost:2525' }), db, clock, log }).kind,
    ).toBe('smtp');
    const outboxMailer = createMailer({ env: loadEnv({}), db, clock, log });
    await outboxMailer.send(message);
    const [row] = await createOutboxRepository(db).findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({ text: message.text, html: message.html, sentAt: null });
  });

  it("outbox: writes each message's links to the log, one line with only the address and subject beside them", async () => {
    logged.length = 0;
    const mailer = createMailer({ env: loadEnv({}), db: database.db, clock, log });
    await mailer.send({ ...message, text: `Olá, Maria. ${message.text} e http://localhost:3000/ajuda` });
    await mailer.send({ ...message, subject: 'Senha alterada', text: 'Sua senha foi alterada.' });
    expect(logged).toEqual([
      'E-mail para maria@teste.nc.local guardado na caixa de saída (Assunto): http://localhost:3000/redefinir-senha?token=segredo http://localhost:3000/ajuda',
      'E-mail para maria@teste.nc.local guardado na caixa de saída (Senha alterada): sem links',
    ]);
    // SMTP delivers: nothing about the message goes to the log.
    logged.length = 0;
    const transport: MailTransport = { sendMail: async () => undefined };
    const smtp = createSmtpMailer({
      smtpUrl: 'smtp://x',
      from: 'NC <nc@teste>',
      outbox: createOutboxRepository(database.db),
      clock,
      log,
      transport,
    });
    await smtp.send(message);
    expect(logged).toEqual([]);
  });
});
