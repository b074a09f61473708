import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { startSmtpFake } from '../../test/smtp-fake.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { createJobQueue } from '../../lib/job-queue.ts';
import { createEmailDelivery } from './email-delivery.ts';
import { createMailTransport, createOutboxRepository } from './index.ts';

const message = {
  to: 'maria@teste.nc.local',
  subject: 'Assunto',
  template: 'recuperacao',
  html: '<p>http://localhost:3000/redefinir-senha?token=segredo</p>',
  text: 'http://localhost:3000/redefinir-senha?token=segredo',
};

const quiet = { warn: () => undefined, error: () => undefined };

describe('e-mail delivery through the job queue', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
  const clock = createManualClock();
  const logged: string[] = [];
  const log = { info: (line: string) => void logged.push(line) };

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpFake();
  });
  afterAll(async () => {
    await smtp.close();
    await database.drop();
  });

  /** A mailer over this file's database, its own job queue, and the transport SMTP_URL picks. */
  function delivery(env: Record<string, string>) {
    const jobs = createJobQueue({ database, log: quiet });
    const transport = createMailTransport(loadEnv(env), log);
    const mailer = createEmailDelivery({ db: database.db, jobs, transport, clock });
    return { jobs, mailer };
  }

  it('SMTP: delivers to the server, then keeps a delivery record without the body', async () => {
    const { jobs, mailer } = delivery({ SMTP_URL: smtp.url, MAIL_FROM: 'NC <nc@teste.nc.local>' });
    expect(mailer.kind).toBe('smtp');
    logged.length = 0;
    await mailer.send(message);
    const outbox = createOutboxRepository(database.db);
    const [queued] = await outbox.findLatestMessages({ limit: 1 });
    // Until delivered the body is kept: the job needs it.
    expect(queued).toMatchObject({ state: 'pendente', attempts: 0, text: message.text });
    await jobs.drain();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]).toMatchObject({ from: 'nc@teste.nc.local', to: [message.to] });
    expect(smtp.received[0]!.raw).toContain('redefinir-senha?token=segredo');
    const [row] = await outbox.findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({
      state: 'entregue',
      attempts: 1,
      html: null,
      text: null,
      sentAt: clock.now(),
      error: null,
    });
    // SMTP delivers: nothing about the message goes to the log.
    expect(logged).toEqual([]);
  });

  it("SMTP: a message's own headers (List-Unsubscribe, RFC 8058) travel through the outbox to the server, then go with the body", async () => {
    const { jobs, mailer } = delivery({ SMTP_URL: smtp.url });
    const headers = {
      'List-Unsubscribe': '<https://nc.teste.local/alertas/cancelar?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    await mailer.send({ ...message, to: 'alertas@teste.nc.local', headers });
    const outbox = createOutboxRepository(database.db);
    expect((await outbox.findLatestMessages({ limit: 1 }))[0]).toMatchObject({ state: 'pendente', headers });
    await jobs.drain();
    const raw = smtp.received.at(-1)!.raw;
    expect(raw).toContain('List-Unsubscribe: <https://nc.teste.local/alertas/cancelar?token=abc>');
    expect(raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect((await outbox.findLatestMessages({ limit: 1 }))[0]).toMatchObject({
      state: 'entregue',
      headers: null,
    });
  });

  it('SMTP: a refused attempt is recorded and retried later; the message is not lost', async () => {
    const { jobs, mailer } = delivery({ SMTP_URL: smtp.url });
    smtp.refuse(true);
    try {
      await mailer.send({ ...message, to: 'joao@teste.nc.local' });
      await jobs.drain();
    } finally {
      smtp.refuse(false);
    }
    const [row] = await createOutboxRepository(database.db).findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({ state: 'pendente', attempts: 1, text: message.text });
    expect(row!.error).toMatch(/421/);
    expect((await jobs.counts()).email).toMatchObject({ retry: 1 });
  });

  it('outbox: keeps the message for /dev/emails and writes its links to the log, one line with only the address and subject', async () => {
    const { jobs, mailer } = delivery({});
    expect(mailer.kind).toBe('outbox');
    logged.length = 0;
    await mailer.send({ ...message, text: `Olá, Maria. ${message.text} e http://localhost:3000/ajuda` });
    await mailer.send({ ...message, subject: 'Senha alterada', text: 'Sua senha foi alterada.' });
    await jobs.drain();
    expect(logged.sort()).toEqual([
      'E-mail para maria@teste.nc.local guardado na caixa de saída (Assunto): http://localhost:3000/redefinir-senha?token=segredo http://localhost:3000/ajuda',
      'E-mail para maria@teste.nc.local guardado na caixa de saída (Senha alterada): sem links',
    ]);
    const [row] = await createOutboxRepository(database.db).findLatestMessages({ limit: 1 });
    expect(row).toMatchObject({ state: 'entregue', text: 'Sua senha foi alterada.', sentAt: null });
  });

  it('an e-mail queued in a transaction that rolls back is never sent', async () => {
    const { jobs, mailer } = delivery({ SMTP_URL: smtp.url });
    const before = smtp.received.length;
    await database.db
      .transaction(async (tx) => {
        await mailer.over(tx).send({ ...message, to: 'ninguem@teste.nc.local' });
        throw new Error('a mudança falhou');
      })
      .catch(() => undefined);
    await jobs.drain();
    expect(smtp.received.length).toBe(before);
    expect(
      await createOutboxRepository(database.db).findLatestMessages({
        limit: 5,
        to: 'ninguem@teste.nc.local',
      }),
    ).toEqual([]);
  });
});

/**
 * The outage drill, in the suite: the mail server refuses every connection for 10 s, while the
 * portal queues e-mails from several flows; once it accepts again, every e-mail arrives exactly
 * once. The job queue runs as in production (workers polling), with a retry every second: the
 * operations drill's 60 s outage at a 5 s retry, scaled down to the same ten-odd failed attempts
 * per e-mail, so that the suite does not hold a worker idle for a minute.
 */
describe('a mail server that refuses for 10 s, then accepts', () => {
  const OUTAGE_MS = 10_000;
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpFake>>;
  beforeAll(async () => {
    smtp = await startSmtpFake();
    smtp.refuse(true);
    t = await buildTestApp(
      {
        SMTP_URL: smtp.url,
        CONTACT_EMAIL: 'equipe@teste.nc.local',
        RATE_LIMIT_REGISTER_IP: '1000/1m',
        RATE_LIMIT_CONTACT_IP: '1000/1m',
      },
      {
        runJobs: true,
        jobOptions: {
          pollMs: 200,
          policies: { email: { retryLimit: 30, retryDelay: 1, retryBackoff: false } },
        },
      },
    );
  });
  afterAll(async () => {
    await t?.close();
    await smtp.close();
  });

  it('delivers every e-mail exactly once', { timeout: 60_000 }, async () => {
    const started = Date.now();
    const addresses = ['ana', 'bruno', 'carla'].map((n) => `${n}@teste.nc.local`);
    for (const [i, email] of addresses.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/usuarios/registrar',
        payload: {
          pessoa: 'pf',
          documentoUSUARIO: ['52998224725', '11144477735', '39053344705'][i],
          nome: `Pessoa ${i}`,
          email,
          telefone: '11987654321',
          senha: 'cenoura-com-chocolate-42',
          confirmarSenha: 'cenoura-com-chocolate-42',
          aceitarTermos: true,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const contact = await t.app.inject({
      method: 'POST',
      url: '/api/contato',
      payload: {
        nome: 'Maria',
        email: 'maria@teste.nc.local',
        assunto: 'Dúvida',
        mensagem: 'Como anuncio no meu condomínio?',
      },
    });
    expect(contact.statusCode, contact.body).toBe(201);
    const expected = [...addresses, 'equipe@teste.nc.local'];

    // While refusing: attempts are made and fail; nothing arrives.
    await new Promise((r) => setTimeout(r, OUTAGE_MS - (Date.now() - started)));
    expect(smtp.received).toEqual([]);
    expect(smtp.connections()).toBeGreaterThan(expected.length);
    smtp.refuse(false);

    for (let i = 0; i < 300 && smtp.received.length < expected.length; i++)
      await new Promise((r) => setTimeout(r, 100));
    // A little longer, so a second delivery of any message would be seen.
    await new Promise((r) => setTimeout(r, 2_000));
    const recipients = smtp.received.flatMap((m) => m.to).sort();
    expect(recipients).toEqual(expected.sort());
    const rows = await createOutboxRepository(t.database.db).findLatestMessages({ limit: 10 });
    expect(rows.map((r) => r.state)).toEqual(expected.map(() => 'entregue'));
    // Every e-mail failed several times during the outage before it was delivered.
    for (const r of rows) expect(r.attempts).toBeGreaterThan(3);
  });
});
