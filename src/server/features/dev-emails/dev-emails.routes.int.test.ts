import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { createOutboxRepository, extractLinks } from '../../adapters/email/index.ts';
import { createOrPromoteAdmin } from '../../cli/user-admin.ts';
import { users } from '../../db/schema/index.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import {
  bearer,
  buildAccountsApp,
  login,
  registration,
  tokenOf,
  type AccountsTestApp,
} from '../../test/accounts-app.ts';
import { buildTestApp } from '../../test/build-test-app.ts';

describe('/dev/emails (outbox page)', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await buildAccountsApp();
  });
  afterAll(() => t.close());

  it('lists the newest messages first as JSON, with their links, filtered by address', async () => {
    const a = registration();
    const b = registration();
    await t.call('POST', '/api/usuarios/registrar', { body: a });
    await t.call('POST', '/api/usuarios/registrar', { body: b });
    await t.call('POST', '/api/usuarios/recuperar-senha', { body: { email: a.email } });
    await t.app.background.idle();

    const all = await t.call('GET', '/dev/emails.json');
    expect(all.status).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    expect(all.body.data.map((m: { to: string; template: string }) => [m.to, m.template])).toEqual([
      [a.email, 'recuperacao'],
      [b.email, 'confirmacao'],
      [a.email, 'confirmacao'],
    ]);
    const [latest] = all.body.data;
    expect(Object.keys(latest).sort()).toEqual(
      ['createdAt', 'error', 'html', 'id', 'links', 'sentAt', 'subject', 'template', 'text', 'to'].sort(),
    );
    expect(latest).toMatchObject({
      to: a.email,
      subject: 'Redefinição de senha do NC Classificados',
      createdAt: t.clock.now().toISOString(),
      sentAt: null,
      error: null,
    });
    expect(latest.links).toEqual([
      expect.stringMatching(/^http:\/\/localhost:3000\/redefinir-senha\?token=/),
    ]);
    expect(latest.html).toContain('<!doctype html>');

    const onlyB = await t.call(
      'GET',
      `/dev/emails.json?to=${encodeURIComponent(b.email.toUpperCase())}&limit=5`,
    );
    expect(onlyB.body.data).toHaveLength(1);
    expect((await t.call('GET', '/dev/emails.json?limit=1')).body.data).toHaveLength(1);
    expect((await t.call('GET', '/dev/emails.json?limit=0')).status).toBe(400);
  });

  it('renders an HTML page with the links clickable and every value escaped', async () => {
    await createOutboxRepository(t.database.db).insertMessage({
      to: 'x@teste.nc.local',
      subject: '<script>alert(1)</script>',
      template: 'confirmacao',
      html: '<p>oi</p>',
      text: 'Abra http://localhost:3000/confirmar?token=abc&x="1" agora',
      createdAt: t.clock.now(),
      sentAt: null,
      error: null,
    });
    const res = await t.call('GET', '/dev/emails');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.raw).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.raw).not.toContain('<script>');
    expect(res.raw).toContain('<a href="http://localhost:3000/confirmar?token=abc&amp;x=">');
    expect(res.raw).toContain('Caixa de saída de e-mails');
  });

  it('extracts absolute links from a text body', () => {
    expect(extractLinks('a http://x.test/a?token=1 b https://y.test/b. http://x.test/a?token=1')).toEqual([
      'http://x.test/a?token=1',
      'https://y.test/b.',
    ]);
    expect(extractLinks(null)).toEqual([]);
  });
});

/**
 * Under `npm start` (production, no SMTP_URL) the outbox was public, so four
 * anonymous requests took over any account, the admin's included. Now it answers only a
 * logged-in ADMIN; anyone else gets the plain 404 of a path that does not exist.
 */
describe('/dev/emails in production with the outbox (npm start without SMTP_URL)', () => {
  let t: AccountsTestApp;
  const outbox = () => createOutboxRepository(t.database.db);
  const ADMIN = { email: 'admin.prod@teste.nc.local', password: 'senha do administrador' };
  const NOT_FOUND = { message: 'Página não encontrada.', code: 'NOT_FOUND' };

  beforeAll(async () => {
    t = await buildAccountsApp({
      NODE_ENV: 'production',
      MAIL_OUTBOX: 'true',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    });
    await createOrPromoteAdmin(
      t.database.db,
      { email: ADMIN.email, cpf: '529.982.247-25', password: ADMIN.password },
      { hasher: createPasswordHasher(), now: t.clock.now() },
    );
  });
  afterAll(() => t.close());

  /** A confirmed account of this level, logged in (the outbox is read from the table here). */
  async function accountOfLevel(level: number) {
    const payload = registration();
    expect((await t.call('POST', '/api/usuarios/registrar', { body: payload })).status).toBe(201);
    await t.app.background.idle();
    const [mail] = await outbox().findLatestMessages({ limit: 1, to: payload.email });
    const token = tokenOf(extractLinks(mail?.text ?? null)[0] ?? '');
    expect((await t.call('GET', `/api/usuarios/confirmar?token=${token}`)).status).toBe(200);
    await t.database.db.update(users).set({ level }).where(eq(users.email, payload.email));
    return login(t, payload.email, payload.senha);
  }

  it('answers 404 to anonymous requests, whatever the query', async () => {
    for (const url of ['/dev/emails', '/dev/emails.json', '/dev/emails.json?limit=0', '/dev/emails?to=x']) {
      const res = await t.call('GET', url);
      expect(res.status, url).toBe(404);
      expect(res.body, url).toEqual(NOT_FOUND);
    }
  });

  it('answers 404 to a logged-in USUARIO or ANUNCIANTE, by cookie or bearer token', async () => {
    for (const level of [USER_LEVELS.USUARIO, USER_LEVELS.ANUNCIANTE]) {
      const session = await accountOfLevel(level);
      for (const headers of [{ cookie: session.cookie }, bearer(session.token)]) {
        for (const url of ['/dev/emails', '/dev/emails.json']) {
          const res = await t.call('GET', url, { headers });
          expect(res.status, `${level} ${url}`).toBe(404);
          expect(res.body).toEqual(NOT_FOUND);
        }
      }
    }
  });

  it('shows the outbox to a logged-in ADMIN, by cookie or bearer token', async () => {
    const admin = await login(t, ADMIN.email, ADMIN.password);
    for (const headers of [{ cookie: admin.cookie }, bearer(admin.token)]) {
      const json = await t.call('GET', '/dev/emails.json', { headers });
      expect(json.status).toBe(200);
      expect(json.headers['cache-control']).toBe('no-store');
      expect(Array.isArray(json.body.data)).toBe(true);
      const page = await t.call('GET', '/dev/emails', { headers });
      expect(page.status).toBe(200);
      expect(page.raw).toContain('Caixa de saída de e-mails');
    }
    // A revoked session is nobody.
    await t.call('POST', '/api/usuarios/logout', { headers: bearer(admin.token) });
    expect((await t.call('GET', '/dev/emails.json', { headers: bearer(admin.token) })).status).toBe(404);
  });

  it('stops the takeover: recovery for the admin, then its link read anonymously', async () => {
    const info = vi.spyOn(t.app.log, 'info');
    try {
      const asked = await t.call('POST', '/api/usuarios/recuperar-senha', { body: { email: ADMIN.email } });
      expect(asked.status).toBe(200);
      await t.app.background.idle();
      // Delivered by the job queue's e-mail worker: the outbox's "delivery" is the log line.
      await t.app.jobs.drain();

      for (const url of [`/dev/emails.json?to=${encodeURIComponent(ADMIN.email)}`, '/dev/emails']) {
        const res = await t.call('GET', url);
        expect(res.status, url).toBe(404);
        expect(res.raw).not.toContain('redefinir-senha');
      }

      // The e-mail was "sent" (kept in the outbox), and its link went to the operator's log.
      const [mail] = await outbox().findLatestMessages({ limit: 1, to: ADMIN.email });
      expect(mail?.template).toBe('recuperacao');
      const [link] = extractLinks(mail?.text ?? null);
      expect(link).toMatch(/^http:\/\/localhost:3000\/redefinir-senha\?token=/);
      const lines = info.mock.calls.map((c) => String(c[0])).filter((l) => l.includes(ADMIN.email));
      expect(lines).toEqual([
        `E-mail para ${ADMIN.email} guardado na caixa de saída (${mail?.subject}): ${link}`,
      ]);
    } finally {
      info.mockRestore();
    }
  });
});

describe('/dev/emails elsewhere', () => {
  it('is not served in production with SMTP, not even to an admin', async () => {
    const prod = await buildAccountsApp({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://u:p@127.0.0.1:2525',
      PAYMENT_SANDBOX_IN_PRODUCTION: 'true',
    });
    try {
      await createOrPromoteAdmin(
        prod.database.db,
        { email: 'adm@teste.nc.local', cpf: '529.982.247-25', password: 'senha do administrador' },
        { hasher: createPasswordHasher() },
      );
      const admin = await login(prod, 'adm@teste.nc.local', 'senha do administrador');
      for (const url of ['/dev/emails', '/dev/emails.json']) {
        expect((await prod.call('GET', url)).status).toBe(404);
        expect((await prod.call('GET', url, { headers: bearer(admin.token) })).status).toBe(404);
      }
    } finally {
      await prod.close();
    }
  });

  it('is open to anyone in development (npm run dev), as in tests', async () => {
    const dev = await buildTestApp({ NODE_ENV: 'development' });
    try {
      expect((await dev.app.inject({ url: '/dev/emails.json' })).statusCode).toBe(200);
      expect((await dev.app.inject({ url: '/dev/emails' })).statusCode).toBe(200);
    } finally {
      await dev.close();
    }
  });
});
