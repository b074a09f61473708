import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { createManualClock } from '../../lib/clock.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';
import { runWeeklySummary } from './weekly-summary.ts';

/**
 * The weekly summary e-mail (ADR 024): the job's run on a Monday sums up the week before
 * (Monday 06/04 to Sunday 12/04/2026, Brasília) for the active users who opted in and whose ads
 * counted anything, compares it with the week before, lists the 5 most viewed ads, and sends
 * once per user and week however many times it runs.
 */

const PUBLIC_URL = 'https://nc.example.com.br';
/** Monday 13/04/2026, 08:00 in Brasília: the scheduled run. */
const MONDAY = new Date('2026-04-13T11:00:00Z');

type Counts = Partial<
  Record<'visualizacoes' | 'whatsapp' | 'mapa' | 'site' | 'redes' | 'favoritos' | 'conversas', number>
>;

describe('weekly summary e-mail', () => {
  let t: TestApp;
  const clock = createManualClock(MONDAY);
  const deps = () => ({ db: t.database.db, clock, mailer: t.app.mailer, publicUrl: PUBLIC_URL });

  /** One ad's counts on one day, written as the recorder would. */
  async function count(listingCode: number, day: string, counts: Counts) {
    const columns = Object.keys(counts);
    await t.database.db.execute(
      sql`insert into estatisticas_anuncios (anuncio, dia, ${sql.raw(columns.join(', '))})
          values (${listingCode}, ${day}::date, ${sql.join(
            Object.values(counts).map((n) => sql`${n}::int`),
            sql`, `,
          )})`,
    );
  }

  async function adOf(user: User, title: string) {
    return (await insertListing(t.database.db, { advertiserCode: user.code, title })).code;
  }

  /** The summary e-mails a user has in the outbox, newest first. */
  async function summariesOf(user: User) {
    const mails = await createOutboxRepository(t.database.db).findLatestMessages({
      limit: 20,
      to: user.email,
    });
    return mails.filter((m) => m.template === 'resumo-semanal');
  }

  /** The run as the job queue does it: a 'resumo-semanal' job, then every job due (the e-mails too). */
  async function runJob() {
    await t.app.jobs.send(t.database.db, 'resumo-semanal', {});
    await t.app.jobs.drain();
  }

  let opted: User;
  let fresh: User;
  let optedOut: User;
  let quiet: User;
  let inactive: User;

  beforeAll(async () => {
    // The app registers the job (listing-stats.plugin.ts) with PUBLIC_URL and this clock.
    t = await buildTestApp({ PUBLIC_URL }, { clock });

    const db = t.database.db;
    opted = await insertUser(db, { name: 'Renata', weeklySummary: true });
    const a = await adOf(opted, 'Bolo de cenoura');
    const b = await adOf(opted, 'Aula de violão');
    const c = await adOf(opted, 'Marmitas da semana');
    const [e, f, g, h] = [
      await adOf(opted, 'Manicure em casa'),
      await adOf(opted, 'Conserto de bicicleta'),
      await adOf(opted, 'Aulas de inglês'),
      await adOf(opted, 'Eletricista'),
    ];
    // The week: 6 ads counted something; C only on the Monday of the run's own week.
    await count(a, '2026-04-06', { visualizacoes: 10, whatsapp: 2 });
    await count(a, '2026-04-12', { visualizacoes: 5, mapa: 1, conversas: 1 });
    await count(b, '2026-04-08', { visualizacoes: 20, site: 1, favoritos: 2 });
    await count(e!, '2026-04-10', { visualizacoes: 1, redes: 1 });
    await count(f!, '2026-04-10', { visualizacoes: 1 });
    await count(g!, '2026-04-10', { visualizacoes: 1 });
    await count(h!, '2026-04-11', { whatsapp: 3 });
    await count(c, '2026-04-13', { visualizacoes: 100 });
    // The week before (30/03 to 05/04), and a day before that, which counts nowhere.
    await count(c, '2026-04-05', { visualizacoes: 7, redes: 1 });
    await count(a, '2026-03-30', { visualizacoes: 3 });
    await count(a, '2026-03-29', { visualizacoes: 1000 });

    // Opted in, new this week: nothing counted the week before.
    fresh = await insertUser(db, { name: 'Paulo', weeklySummary: true });
    await count(await adOf(fresh, 'Bolo de pote'), '2026-04-07', { visualizacoes: 1 });

    // Counted, but not opted in.
    optedOut = await insertUser(db);
    await count(await adOf(optedOut, 'Sofá usado'), '2026-04-08', { visualizacoes: 50 });

    // Opted in, nothing counted in the week (a row of zeros, and the week before).
    quiet = await insertUser(db, { weeklySummary: true });
    const q = await adOf(quiet, 'Jardinagem');
    await count(q, '2026-04-09', { visualizacoes: 0 });
    await count(q, '2026-04-02', { visualizacoes: 9 });

    // Opted in and counted, but the account is inactive.
    inactive = await insertUser(db, { weeklySummary: true, active: false });
    await count(await adOf(inactive, 'Bicicleta'), '2026-04-08', { visualizacoes: 4 });
  });
  afterAll(() => t.close());

  it("e-mails an opted-in user the week's totals, the change from the week before and the 5 most viewed ads", async () => {
    await runJob();

    const [mail, ...more] = await summariesOf(opted);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Seu resumo semanal: 38 visualizações nos seus anúncios',
      // Queued with its delivery job, which the drain ran (the outbox transport keeps the body).
      state: 'entregue',
    });
    const text = mail!.text!;
    expect(text).toContain('Olá, Renata!');
    expect(text).toContain('na semana de 06/04/2026 a 12/04/2026:');
    expect(text).toContain('Visualizações: 38 (+28 em relação à semana anterior)');
    expect(text).toContain(
      'Contatos (WhatsApp, mapa, site e redes sociais): 8 (+7 em relação à semana anterior)',
    );
    expect(text).toContain('Conversas iniciadas: 1 (+1 em relação à semana anterior)');
    expect(text).toContain('Favoritados: 2 (+2 em relação à semana anterior)');
    const top = text.slice(text.indexOf('Seus anúncios mais vistos na semana:')).split('\n\n').slice(1, 7);
    expect(top).toEqual([
      '1. Aula de violão: 20 visualizações, 1 contato',
      '2. Bolo de cenoura: 15 visualizações, 3 contatos',
      '3. Manicure em casa: 1 visualização, 1 contato',
      '4. Conserto de bicicleta: 1 visualização, 0 contatos',
      '5. Aulas de inglês: 1 visualização, 0 contatos',
      `Ver as estatísticas no painel: ${PUBLIC_URL}/painel`,
    ]);
    expect(text).toContain(`Desligue em Configurações, no seu painel: ${PUBLIC_URL}/painel/configuracoes`);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/painel"`);
  });

  it('without anything counted the week before, the e-mail has no comparison', async () => {
    const [mail, ...more] = await summariesOf(fresh);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Seu resumo semanal: 1 visualização nos seus anúncios');
    expect(mail!.text).toContain('Visualizações: 1\n');
    expect(mail!.text).not.toContain('semana anterior');
  });

  it('sends nothing to a user who did not opt in, whose ads counted nothing that week, or who is inactive', async () => {
    expect(await summariesOf(optedOut)).toEqual([]);
    expect(await summariesOf(quiet)).toEqual([]);
    expect(await summariesOf(inactive)).toEqual([]);
  });

  it('a rerun in the same week sends nothing again, later that week too', async () => {
    await runJob();
    clock.set(new Date('2026-04-18T20:00:00Z'));
    expect((await runWeeklySummary(deps())).sent).toBe(0);
    expect(await summariesOf(opted)).toHaveLength(1);
    expect(await summariesOf(fresh)).toHaveLength(1);
    const jobs = await t.database.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'resumo-semanal' and state <> 'completed'`,
    );
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it('the next week sums up that week, compared with this one, for those who counted anything', async () => {
    clock.set(new Date('2026-04-20T11:00:00Z'));
    const run = await runWeeklySummary(deps());
    expect(run.week).toMatchObject({ from: '2026-04-13', to: '2026-04-19' });
    const [latest, first] = await summariesOf(opted);
    expect(first).toBeDefined();
    expect(latest!.subject).toBe('Seu resumo semanal: 100 visualizações nos seus anúncios');
    expect(latest!.text).toContain('Visualizações: 100 (+62 em relação à semana anterior)');
    expect(latest!.text).toContain('1. Marmitas da semana: 100 visualizações, 0 contatos');
    // Paulo's ad counted nothing this week.
    expect(await summariesOf(fresh)).toHaveLength(1);
  });
});
