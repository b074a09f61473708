import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidCnpj, isValidCpf } from '#shared/lib/documents.ts';
import { parsePriceCents } from '#shared/lib/price.ts';
import { slugify } from '#shared/lib/slug.ts';
import { buildApp } from '#server/app.ts';
import { loadEnv } from '#server/env.ts';
import { createPasswordHasher } from '#server/lib/password-hash.ts';
import { createTestDatabase } from '#server/test/test-db.ts';
import { buildDemoPlan } from './demo-plan.ts';
import { demoLogins } from './demo-password.ts';
import { IMAGE_SIZES } from './images.ts';
import { isDatabaseEmpty, seedDatabase, type SeedResult } from './index.ts';
import { queryRows } from '../../lib/sql.ts';

type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;

const CAPITALS = [3550308, 3304557, 3106200, 4106902, 4314902, 2927408, 2611606, 5300108, 2304400, 5208707];

describe('reference data (test template)', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database?.drop());

  it('has the 27 states with their IBGE codes', async () => {
    const rows = await queryRows<{ code: number; uf: string; name: string }>(
      database.db,
      sql`select codigo as code, sigla as uf, nome as name from estados order by codigo`,
    );
    expect(rows).toHaveLength(27);
    expect(rows.map((r) => `${r.code} ${r.uf}`).join(',')).toBe(
      '11 RO,12 AC,13 AM,14 RR,15 PA,16 AP,17 TO,21 MA,22 PI,23 CE,24 RN,25 PB,26 PE,27 AL,28 SE,29 BA,31 MG,32 ES,33 RJ,35 SP,41 PR,42 SC,43 RS,50 MS,51 MT,52 GO,53 DF',
    );
    expect(rows.find((r) => r.uf === 'ES')?.name).toBe('Espírito Santo');
  });

  it('has all 5,571 municipalities, with current names', async () => {
    const [count] = await queryRows<{ n: number; wrong: number }>(
      database.db,
      sql`select count(*)::int as n, count(*) filter (where estado <> codigo / 100000)::int as wrong from cidades`,
    );
    expect(count).toEqual({ n: 5571, wrong: 0 });
    const named = await queryRows<{ code: number; name: string; state: number }>(
      database.db,
      sql`select codigo as code, nome as name, estado as state from cidades
          where codigo in (3530805, 5101837, 2410306, 3550001, 3145455, 3550308)`,
    );
    expect(Object.fromEntries(named.map((r) => [r.code, `${r.name}/${r.state}`]))).toEqual({
      3530805: 'Mogi Mirim/35',
      5101837: 'Boa Esperança do Norte/51',
      2410306: 'Serra Caiada/24',
      3550001: 'São Luiz do Paraitinga/35',
      3145455: "Olhos d'Água/31",
      3550308: 'São Paulo/35',
    });
  });

  it('places every municipality at its seat', async () => {
    const [row] = await queryRows<{ missing: number; outside: number }>(
      database.db,
      sql`select count(*) filter (where latitude is null or longitude is null)::int as missing,
                 count(*) filter (where latitude not between -34 and 6 or longitude not between -74 and -28)::int as outside
          from cidades`,
    );
    expect(row).toEqual({ missing: 0, outside: 0 });
    const [saoPaulo] = await queryRows<{ latitude: number; longitude: number }>(
      database.db,
      sql`select latitude, longitude from cidades where codigo = 3550308`,
    );
    expect(saoPaulo?.latitude).toBeCloseTo(-23.53, 1);
    expect(saoPaulo?.longitude).toBeCloseTo(-46.64, 1);
  });

  it('has at least 8 active categories per type, each with at least 4 subcategories', async () => {
    const rows = await queryRows<{ type: number; categories: number; smallest: number; bad_slugs: number }>(
      database.db,
      sql`select c.tipo as type, count(*)::int as categories, min(s.n)::int as smallest, sum(s.bad)::int as bad_slugs
          from categorias c
          join lateral (select count(*)::int as n, count(*) filter (where slug is null or slug = '')::int as bad
                        from subcategorias where categoria = c.codigo and ativo) s on true
          where c.ativo group by c.tipo order by c.tipo`,
    );
    expect(rows.map((r) => r.type)).toEqual([1, 2, 3, 4]);
    for (const r of rows) {
      expect(r.categories).toBeGreaterThanOrEqual(8);
      expect(r.smallest).toBeGreaterThanOrEqual(4);
      expect(r.bad_slugs).toBe(0);
    }
    const [eletricista] = await queryRows<{ slug: string; category: string }>(
      database.db,
      sql`select s.slug, c.nome as category from subcategorias s join categorias c on c.codigo = s.categoria
          where s.nome = 'Eletricista'`,
    );
    expect(eletricista).toEqual({ slug: 'eletricista', category: 'Reformas e Reparos' });
  });

  it('has the 8 plans of the spec', async () => {
    const rows = await queryRows<{
      slug: string;
      price: number;
      months: number;
      days: number;
      type: number;
      top: boolean;
      free: boolean;
    }>(
      database.db,
      sql`select slug, preco_centavos as price, periodo_meses as months, dias as days, tipo_usuario as type,
                 destaque as top, gratis as free
          from planos order by tipo_usuario desc, ordem, slug`,
    );
    expect(rows.map((r) => [r.slug, r.price, r.months, r.days, r.type, r.top, r.free])).toEqual([
      ['pf-anual', 14990, 12, 365, 3, true, false],
      ['pf-semestral', 9990, 6, 180, 3, false, false],
      ['pf-trimestral', 7990, 3, 90, 3, false, false],
      ['pf-mes-gratis', 0, 1, 30, 3, false, true],
      ['pj-anual', 34990, 12, 365, 2, true, false],
      ['pj-semestral', 29990, 6, 180, 2, false, false],
      ['pj-trimestral', 24990, 3, 90, 2, false, false],
      ['pj-mes-gratis', 0, 1, 30, 2, false, true],
    ]);
  });
});

describe('demo data', () => {
  let database: TestDatabase;
  let uploadsDir: string;
  let result: SeedResult;
  // One hash for every demo account, made once: the seed stays fast.
  const DEMO_PASSWORD = 'senha da demonstração no teste';
  const hasher = createPasswordHasher();
  let demoHash: string;
  let hashRequests = 0;
  const demoPasswordHash = async () => {
    hashRequests += 1;
    return demoHash;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nc-seed-'));
    expect(await isDatabaseEmpty(database.db)).toBe(true);
    demoHash = await hasher.hash(DEMO_PASSWORD);
    // seedDatabase skips the reference data the template already has, then runs seedDemo.
    result = await seedDatabase(database.db, { uploadsDir, demoPasswordHash });
  }, 180_000);

  afterAll(async () => {
    await database?.drop();
    if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
  });

  it('reports what it created and refuses to seed a database in use', async () => {
    expect(result.seeded).toBe(true);
    if (!result.seeded) return;
    expect(result.counts).toMatchObject({ states: 27, cities: 5571, plans: 8 });
    expect(result.counts.publishedListings).toBeGreaterThanOrEqual(400);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
    expect(await seedDatabase(database.db, { uploadsDir, demoPasswordHash })).toEqual({ seeded: false });
    // The password is asked for only when the demo is seeded.
    expect(hashRequests).toBe(1);
  });

  it('fills reference data a database in use lacks (cities seeded before coordinates)', async () => {
    await database.db.execute(
      sql`update cidades set latitude = null, longitude = null where codigo = 3550308`,
    );
    expect(await seedDatabase(database.db, { uploadsDir, demoPasswordHash })).toEqual({ seeded: false });
    const [row] = await queryRows<{ missing: number }>(
      database.db,
      sql`select count(*) filter (where latitude is null)::int as missing from cidades`,
    );
    expect(row?.missing).toBe(0);
  });

  it('creates at least 60 condominiums in at least 6 capitals, each with its address', async () => {
    const [row] = await queryRows<{
      n: number;
      cities: number;
      outside: number;
      incomplete: number;
      unlinked: number;
      bad_cep: number;
    }>(
      database.db,
      sql`select count(*)::int as n, count(distinct c.cidade)::int as cities,
                 count(*) filter (where c.cidade <> all(${sql.raw(`array[${CAPITALS.join(',')}]`)}))::int as outside,
                 count(*) filter (where c.bairro is null or c.cep is null or c.logradouro is null)::int as incomplete,
                 count(*) filter (where not exists (select 1 from vinculos_condominio_logradouro v
                                                    where v.condominio = c.codigo and v.logradouro = c.logradouro
                                                      and v.numero = c.numero))::int as unlinked,
                 count(*) filter (where p.numero !~ '^[0-9]{8}$' or p.cidade <> c.cidade or l.cidade <> c.cidade
                                  or b.cidade <> c.cidade or c.estado <> c.cidade / 100000)::int as bad_cep
          from condominios c join ceps p on p.codigo = c.cep join logradouros l on l.codigo = c.logradouro
          join bairros b on b.codigo = c.bairro`,
    );
    expect(row).toMatchObject({ outside: 0, incomplete: 0, unlinked: 0, bad_cep: 0 });
    expect(row?.n).toBeGreaterThanOrEqual(60);
    expect(row?.cities).toBeGreaterThanOrEqual(6);
  });

  it('creates at least 30 active advertisers with valid documents, and the admin', async () => {
    const people = await queryRows<{
      kind: 'pf' | 'pj';
      document: string;
      type: number;
      level: number;
      active: boolean;
      validation: number;
      email: string;
      condo: number | null;
      hash: string | null;
    }>(
      database.db,
      sql`select pessoa as kind, documento as document, tipo as type, nivel as level, ativo as active,
                 validacao as validation, email, condominio as condo, senha_hash as hash from usuarios`,
    );
    const advertisers = people.filter((p) => p.level === 2);
    expect(advertisers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(advertisers.map((p) => p.kind))).toEqual(new Set(['pf', 'pj']));
    for (const p of advertisers) {
      expect(p.kind === 'pf' ? isValidCpf(p.document) : isValidCnpj(p.document), p.document).toBe(true);
      expect(p.type).toBe(p.kind === 'pf' ? 3 : 2);
      expect(p).toMatchObject({ active: true, validation: 1, hash: demoHash });
      expect(p.email).toMatch(/@(exemplo\.com\.br|exemplo\.com|example\.com)$/);
    }
    expect(advertisers.filter((p) => p.condo !== null).length).toBeGreaterThan(advertisers.length / 2);
    expect(people.filter((p) => p.level === 1).map((p) => p.email)).toEqual(['admin@nc.local']);
    expect(people.filter((p) => p.hash !== demoHash)).toEqual([]);
  });

  it('lets every role log in with the demo password: the admin and the PF and PJ advertisers the README names', async () => {
    const logins = demoLogins(buildDemoPlan());
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: uploadsDir });
    const app = await buildApp({ env, database, web: false, logger: false });
    try {
      const answers: Record<string, unknown> = {};
      for (const [role, email] of Object.entries(logins)) {
        const res = await app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { usuario: email, senha: DEMO_PASSWORD },
        });
        expect(res.statusCode, `${role} ${email}: ${res.body}`).toBe(200);
        const { role: r, tipo } = res.json().payload as { role: string; tipo: number };
        answers[role] = { role: r, tipo };
      }
      expect(answers).toEqual({
        admin: { role: 'ADMIN', tipo: 3 },
        pf: { role: 'ANUNCIANTE', tipo: 3 },
        pj: { role: 'ANUNCIANTE', tipo: 2 },
      });
      const wrong = await app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { usuario: logins.admin, senha: 'outra senha qualquer' },
      });
      expect(wrong.statusCode).toBe(401);
      // The advertisers named own published listings (what a newcomer wants to see in the panel).
      const owned = await queryRows<{ email: string; n: number }>(
        database.db,
        sql`select u.email, count(*)::int as n from anuncios a join usuarios u on u.codigo = a.anunciante
            where a.status = 'publicado' and u.email in (${logins.pf}, ${logins.pj}) group by u.email`,
      );
      expect(owned.map((r) => r.email).sort()).toEqual([logins.pf, logins.pj].sort());
    } finally {
      await app.close();
    }
  });

  it('gives the PF and PJ advertisers the README names one paid PIX checkout each: a valid credit, an invoice and its PDF', async () => {
    const logins = demoLogins(buildDemoPlan());
    const rows = await queryRows<{
      email: string;
      slug: string;
      status: string;
      method: string;
      gateway: string;
      credit: string;
      valid: boolean;
      invoice: number;
      invoice_status: string;
      amount_ok: boolean;
      sandbox: string;
    }>(
      database.db,
      sql`select u.email, p.slug, c.status, c.metodo as method, c.gateway, cr.status as credit,
                 (cr.fim > now() and cr.fim > cr.inicio) as valid, f.numero as invoice,
                 f.status as invoice_status,
                 (f.valor_centavos = p.preco_centavos and c.valor_centavos = p.preco_centavos) as amount_ok,
                 ps.status as sandbox
            from checkouts c join usuarios u on u.codigo = c.usuario join planos p on p.codigo = c.plano
            join creditos cr on cr.checkout = c.id join faturas f on f.checkout = c.id
            join pagamentos_sandbox ps on ps.id = c.gateway_pagamento
           order by f.numero`,
    );
    const common = {
      status: 'paid',
      method: 'pix',
      gateway: 'sandbox',
      credit: 'available',
      valid: true,
      invoice_status: 'paid',
      amount_ok: true,
      sandbox: 'RECEIVED',
    };
    expect(rows).toEqual([
      { email: logins.pf, slug: 'pf-anual', invoice: 1, ...common },
      { email: logins.pj, slug: 'pj-anual', invoice: 2, ...common },
      { email: logins.pf, slug: 'pf-semestral', invoice: 3, ...common, credit: 'used' },
    ]);
    // Numbered from the counter: the next grant takes 4, no gap.
    const [counter] = await queryRows<{ last: number }>(
      database.db,
      sql`select ultimo as last from contador_faturas`,
    );
    expect(counter?.last).toBe(3);

    // What the newcomer sees through the API: one credit, one paid invoice, its PDF.
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', UPLOADS_DIR: uploadsDir });
    const app = await buildApp({ env, database, web: false, logger: false });
    try {
      for (const email of [logins.pf, logins.pj]) {
        const login = await app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { usuario: email, senha: DEMO_PASSWORD },
        });
        const headers = { authorization: `Bearer ${login.json().token as string}` };
        const creditsRes = await app.inject({ url: '/api/checkouts/creditos-disponiveis', headers });
        expect(creditsRes.json()).toMatchObject({ count: 1 });
        if (email === logins.pf) {
          // One of her published ads is on the air by a plan she can renew at once (ADR 022).
          const own = await app.inject({
            url: '/api/minha-conta/anuncios?status=publicado&limit=50',
            headers,
          });
          const onAir = (own.json().data as { codigoANUNCIO: number; credito: unknown }[]).filter(
            (a) => a.credito !== null,
          );
          expect(onAir).toHaveLength(1);
          const renewal = await app.inject({
            url: `/api/checkouts/renovacoes/${onAir[0]!.codigoANUNCIO}`,
            headers,
          });
          expect(renewal.json()).toMatchObject({ renovavel: true, plano: { slug: 'pf-semestral' } });
        }
        // The PJ advertiser's panel shows 30 days of statistics at once; the PF's starts empty (ADR 024).
        const stats = await app.inject({ url: '/api/minha-conta/estatisticas?dias=30', headers });
        const { totais, dias } = stats.json() as { totais: { visualizacao: number }; dias: unknown[] };
        expect(dias).toHaveLength(30);
        if (email === logins.pj) expect(totais.visualizacao).toBeGreaterThan(100);
        else expect(totais.visualizacao).toBe(0);
        const invoicesRes = await app.inject({ url: '/api/planos/faturas?status=paid', headers });
        const { items } = invoicesRes.json() as { items: { id: number; number: number }[] };
        expect(items).toHaveLength(email === logins.pf ? 2 : 1);
        const pdf = await app.inject({ url: `/api/planos/faturas/${items[0]!.id}/pdf`, headers });
        expect(pdf.statusCode).toBe(200);
        expect(pdf.headers['content-type']).toContain('application/pdf');
        expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      }
    } finally {
      await app.close();
    }
  });

  it('gives the demo admin open reports of published listings and unanswered contact messages', async () => {
    const reports = await queryRows<{ listing: number; n: number; status: string }>(
      database.db,
      sql`select d.anuncio as listing, count(*)::int as n, min(a.status) as status
            from denuncias d join anuncios a on a.codigo = d.anuncio
           where d.resolvida_em is null group by d.anuncio order by n desc`,
    );
    expect(reports.map((r) => [r.n, r.status])).toEqual([
      [3, 'publicado'],
      [1, 'publicado'],
    ]);
    const contacts = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from mensagens_contato where respondida_em is null`,
    );
    expect(contacts[0]?.n).toBe(2);
  });

  it('publishes at least 400 consistent listings over the four types', async () => {
    const rows = await queryRows<{
      code: number;
      title: string;
      slug: string;
      price: string;
      cents: number | null;
      type: number;
      status: string;
      text_ok: boolean;
      uf_ok: boolean;
      type_ok: boolean;
      condos: number;
      condos_elsewhere: number;
      images: number;
      highlighted: boolean;
      condition: string | null;
      published: boolean;
    }>(
      database.db,
      sql`select a.codigo as code, a.titulo as title, a.slug, a.preco as price, a.preco_centavos as cents, a.tipo as type,
                 a.status, a.destaque as highlighted, a.condicao as condition, a.publicado_em is not null as published,
                 a.categoria_texto = c.nome || ' ' || s.nome as text_ok,
                 a.uf = e.sigla and ci.estado = e.codigo as uf_ok,
                 c.tipo = a.tipo and s.categoria = c.codigo as type_ok,
                 (select count(*)::int from anuncio_condominios ac where ac.anuncio = a.codigo) as condos,
                 (select count(*)::int from anuncio_condominios ac join condominios k on k.codigo = ac.condominio
                   where ac.anuncio = a.codigo and k.cidade <> a.cidade) as condos_elsewhere,
                 (select count(*)::int from anuncio_imagens i where i.anuncio = a.codigo) as images
          from anuncios a join categorias c on c.codigo = a.categoria join subcategorias s on s.codigo = a.subcategoria
          join cidades ci on ci.codigo = a.cidade join estados e on e.sigla = a.uf
          order by a.codigo`,
    );
    const published = rows.filter((r) => r.status === 'publicado');
    expect(published.length).toBeGreaterThanOrEqual(400);
    for (const type of [1, 2, 3, 4])
      expect(published.filter((r) => r.type === type).length).toBeGreaterThanOrEqual(40);
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(['publicado', 'rascunho', 'pendente', 'inativo', 'reprovado']),
    );
    for (const r of rows) {
      expect(r, r.title).toMatchObject({ text_ok: true, uf_ok: true, type_ok: true, condos_elsewhere: 0 });
      expect(r.slug).toBe(slugify(r.title));
      expect(r.cents === null ? null : Number(r.cents)).toBe(parsePriceCents(r.price));
      expect(r.condos).toBeGreaterThanOrEqual(1);
      expect(r.condos).toBeLessThanOrEqual(3);
      expect(r.images).toBeGreaterThanOrEqual(1);
      expect(r.images).toBeLessThanOrEqual(3);
      expect(r.condition === null).toBe(r.type !== 2);
      expect(r.published).toBe(r.status === 'publicado' || r.status === 'inativo');
    }
    const share = published.filter((r) => r.highlighted).length / published.length;
    expect(share).toBeGreaterThan(0.05);
    expect(share).toBeLessThan(0.2);
    expect(published.some((r) => r.price === 'A combinar')).toBe(true);
  });

  it('fills hours, maps, videos and transaction types', async () => {
    const [row] = await queryRows<{
      maps: number;
      videos: number;
      hours: number;
      bad_tx: number;
      monday_default: number;
    }>(
      database.db,
      sql`select count(*) filter (where mapa_url like 'https://www.openstreetmap.org/export/embed.html?bbox=%')::int as maps,
                 count(*) filter (where video_url like 'https://www.youtube.com/watch?v=%')::int as videos,
                 count(*) filter (where horarios ? 'seg' and horarios ? 'dom')::int as hours,
                 count(*) filter (where not tipos_transacao <@ array['compra','doacao','emprestimo','locacao','troca','venda'])::int as bad_tx,
                 count(*) filter (where horarios -> 'seg' = '{"aberto": true, "das": "09:00", "as": "18:00"}'::jsonb)::int as monday_default
          from anuncios`,
    );
    expect(row?.maps).toBeGreaterThan(20);
    expect(row?.videos).toBeGreaterThan(5);
    expect(row?.hours).toBeGreaterThan(300);
    expect(row?.monday_default).toBeGreaterThan(20);
    expect(row?.bad_tx).toBe(0);
  });

  it('writes every picture in the spec sizes', async () => {
    const images = await queryRows<{
      listing: number;
      url: string;
      thumb: string;
      og: string;
      position: number;
    }>(
      database.db,
      sql`select anuncio as listing, url, url_thumb as thumb, url_og as og, ordem as position from anuncio_imagens order by codigo`,
    );
    const file = (url: string) => path.join(uploadsDir, url.replace(/^\/uploads\//, ''));
    for (const img of images) {
      expect(img.url).toBe(`/uploads/anuncios/${img.listing}/${img.position + 1}-1000.webp`);
      expect(img.thumb).toBe(`/uploads/anuncios/${img.listing}/${img.position + 1}-300.webp`);
      expect(img.og).toBe(`/uploads/anuncios/${img.listing}/${img.position + 1}-og.jpg`);
      for (const url of [img.url, img.thumb, img.og]) expect(fs.existsSync(file(url)), url).toBe(true);
    }
    for (const img of [images[0], images[Math.floor(images.length / 2)], images.at(-1)]) {
      if (!img) throw new Error('sem imagens');
      const [full, thumb, og] = await Promise.all(
        [img.url, img.thumb, img.og].map((u) => sharp(file(u)).metadata()),
      );
      expect([full?.format, full?.width, full?.height]).toEqual([
        'webp',
        IMAGE_SIZES.full.width,
        IMAGE_SIZES.full.height,
      ]);
      expect([thumb?.format, thumb?.width, thumb?.height]).toEqual([
        'webp',
        IMAGE_SIZES.thumb.width,
        IMAGE_SIZES.thumb.height,
      ]);
      expect([og?.format, og?.width, og?.height]).toEqual([
        'jpeg',
        IMAGE_SIZES.og.width,
        IMAGE_SIZES.og.height,
      ]);
    }
  });

  it('is deterministic: the rows match the generator, which gives the same plan every time', async () => {
    const hash = (value: unknown) => createHash('sha256').update(JSON.stringify(value)).digest('hex');
    const first = buildDemoPlan();
    expect(hash(buildDemoPlan())).toBe(hash(first));
    const rows = await queryRows<{ title: string; slug: string }>(
      database.db,
      sql`select titulo as title, slug from anuncios order by codigo`,
    );
    expect(hash(rows)).toBe(hash(first.listings.map((l) => ({ title: l.title, slug: l.slug }))));
  });
});
