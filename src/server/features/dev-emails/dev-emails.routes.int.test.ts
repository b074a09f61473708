import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { buildAccountsApp, registration, type AccountsTestApp } from '../accounts/test-helpers.ts';
import { buildTestApp } from '../../test/build-test-app.ts';
import { extractLinks } from './dev-emails.routes.ts';

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

describe('/dev/emails in production', () => {
  it('is not served unless DEV_EMAILS=true', async () => {
    const prod = await buildTestApp({ NODE_ENV: 'production', SMTP_URL: 'smtp://u:p@127.0.0.1:2525' });
    try {
      expect((await prod.app.inject({ url: '/dev/emails.json' })).statusCode).toBe(404);
      expect((await prod.app.inject({ url: '/dev/emails' })).statusCode).toBe(404);
    } finally {
      await prod.close();
    }
    const e2e = await buildTestApp({ NODE_ENV: 'production', DEV_EMAILS: 'true' });
    try {
      expect((await e2e.app.inject({ url: '/dev/emails.json' })).statusCode).toBe(200);
    } finally {
      await e2e.close();
    }
  });
});
