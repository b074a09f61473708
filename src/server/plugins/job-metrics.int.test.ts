import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../adapters/email/index.ts';
import { buildTestApp, type TestApp } from '../test/build-test-app.ts';

const TOKEN = 'j'.repeat(40);
const message = { subject: 'Assunto', template: 'contato', html: '<p>Olá</p>', text: 'Olá' };

describe('job queue and e-mail metrics', () => {
  let t: TestApp;
  let refuse = false;
  const transport: MailTransport = {
    kind: 'smtp',
    deliver: async () => {
      if (refuse) throw new Error('421 indisponível');
    },
  };
  beforeAll(async () => {
    t = await buildTestApp(
      { METRICS_TOKEN: TOKEN },
      {
        mailTransport: transport,
        jobOptions: { policies: { email: { retryLimit: 1, retryDelay: 0, retryBackoff: false } } },
      },
    );
  });
  afterAll(() => t.close());

  const scrape = async () =>
    (await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).body;

  it('counts delivered, retried and failed e-mails, jobs by outcome, and the queue by state', async () => {
    await t.app.mailer.send({ ...message, to: 'ana@teste.nc.local' });
    expect(await scrape()).toContain('nc_jobs{queue="email",state="created"} 1');
    await t.app.jobs.drain();
    refuse = true;
    await t.app.mailer.send({ ...message, to: 'bia@teste.nc.local' });
    await t.app.jobs.drain();
    const text = await scrape();
    expect(text).toContain('nc_emails_total{outcome="delivered"} 1');
    expect(text).toContain('nc_emails_total{outcome="retry"} 1');
    expect(text).toContain('nc_emails_total{outcome="failed"} 1');
    expect(text).toContain('nc_jobs_finished_total{queue="email",outcome="completed"} 1');
    expect(text).toContain('nc_jobs_finished_total{queue="email",outcome="failed"} 1');
    expect(text).toContain('nc_jobs{queue="email",state="failed"} 1');
    expect(text).toContain('nc_jobs{queue="email",state="created"} 0');
  });
});
