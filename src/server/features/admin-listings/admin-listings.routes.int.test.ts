import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LISTINGS_MESSAGES as M } from '#shared/contracts/admin-listings.constants.ts';
import type { ReportReason } from '#shared/contracts/reports.constants.ts';
import { USER_LEVELS } from '#shared/constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { auditLog, listingImages, listingReports, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Role = 'admin' | 'advertiser' | 'user';

const PUBLIC_URL = 'https://nc.example.com.br';

describe('/api/admin/anuncios and /api/admin/denuncias', () => {
  let t: TestApp;
  let advertiser: User;
  let admin: User;
  const tokens: Record<Role, string> = { admin: '', advertiser: '', user: '' };

  const call = async (method: Method, url: string, as?: Role, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined, headers: res.headers };
  };
  const db = () => t.database.db;
  const ad = (overrides: Parameters<typeof insertListing>[1] = {}) =>
    insertListing(db(), { advertiserCode: advertiser.code, ...overrides });
  const pending = (overrides: Parameters<typeof insertListing>[1] = {}) =>
    ad({ status: 'pendente', publishedAt: null, ...overrides });
  const row = async (code: number) => (await db().select().from(listings).where(eq(listings.code, code)))[0];
  const auditOf = (code: number) =>
    db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'anuncio'), eq(auditLog.entityId, code)))
      .orderBy(auditLog.id);
  /** The advertiser's e-mails of `template`, once the background sends are done. */
  const mails = async (template: string, to = advertiser.email) => {
    await t.app.background.idle();
    const all = await createOutboxRepository(db()).findLatestMessages({ limit: 50, to });
    return all.filter((m) => m.template === template);
  };
  const report = (listingCode: number, reason: ReportReason, details = '', ip = '10.0.0.1') =>
    db().insert(listingReports).values({ listingCode, reason, details, ip });

  beforeAll(async () => {
    t = await buildTestApp({ PUBLIC_URL });
    advertiser = await insertUser(db(), { name: 'Marina', email: `marina.${Date.now()}@teste.nc.local` });
    admin = await insertUser(db(), { level: USER_LEVELS.ADMIN });
    const user = await insertUser(db(), { level: USER_LEVELS.USUARIO });
    tokens.advertiser = (await t.app.sessions.createSession(advertiser.code, false)).token;
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
    tokens.user = (await t.app.sessions.createSession(user.code, false)).token;
  });
  afterAll(() => t.close());

  describe('roles: 401 anonymous, 403 USUARIO and ANUNCIANTE, ADMIN allowed, on every route', () => {
    it.each([
      ['GET', '/api/admin/anuncios', undefined],
      ['POST', '/api/admin/anuncios', {}],
      ['GET', '/api/admin/anuncios/{id}', undefined],
      ['PATCH', '/api/admin/anuncios/{id}', { destaqueANUNCIO: 1 }],
      ['PUT', '/api/admin/anuncios/{id}', {}],
      ['DELETE', '/api/admin/anuncios/{id}', undefined],
      ['POST', '/api/admin/anuncios/{id}/aprovar', undefined],
      ['POST', '/api/admin/anuncios/{id}/reprovar', {}],
      ['POST', '/api/admin/anuncios/{id}/inativar', {}],
      ['GET', '/api/admin/denuncias', undefined],
      ['POST', '/api/admin/denuncias/{id}/inativar', { motivo: 'Golpe' }],
      ['POST', '/api/admin/denuncias/{id}/descartar', undefined],
    ] as const)('%s %s', async (method, template, body) => {
      const target = await pending();
      const url = template.replace('{id}', String(target.code));
      expect((await call(method, url, undefined, body)).status).toBe(401);
      for (const role of ['user', 'advertiser'] as const) {
        expect(await call(method, url, role, body)).toMatchObject({
          status: 403,
          body: { code: 'FORBIDDEN' },
        });
      }
      // The ad is untouched by the refused calls.
      expect((await row(target.code))?.status).toBe('pendente');
      const allowed = await call(method, url, 'admin', body);
      // POST and PUT with an empty body reach the admin's validation (400), past the role check.
      expect([200, 201, 400]).toContain(allowed.status);
      expect(allowed.headers['cache-control']).toBe('no-store');
    });

    it('every route is in the OpenAPI description under Administração', async () => {
      const doc = (await call('GET', '/api/openapi.json')).body;
      const ops = [
        ['/api/admin/anuncios', 'get'],
        ['/api/admin/anuncios', 'post'],
        ['/api/admin/anuncios/{id}', 'get'],
        ['/api/admin/anuncios/{id}', 'patch'],
        ['/api/admin/anuncios/{id}', 'put'],
        ['/api/admin/anuncios/{id}', 'delete'],
        ['/api/admin/anuncios/{id}/aprovar', 'post'],
        ['/api/admin/anuncios/{id}/reprovar', 'post'],
        ['/api/admin/anuncios/{id}/inativar', 'post'],
        ['/api/admin/denuncias', 'get'],
        ['/api/admin/denuncias/{id}/inativar', 'post'],
        ['/api/admin/denuncias/{id}/descartar', 'post'],
      ];
      for (const [p, m] of ops) {
        const op = doc.paths[p!]?.[m!];
        expect(op?.tags, `${m} ${p}`).toEqual(['Administração']);
        expect(Object.keys(op?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
      }
    });
  });

  describe('GET /api/admin/anuncios', () => {
    let owner: User;
    beforeAll(async () => {
      owner = await insertUser(db(), {
        name: 'Joaquim',
        surname: 'Filtro',
        email: `filtro.${Date.now()}@teste.nc.local`,
      });
    });
    const mine = (overrides: Parameters<typeof insertListing>[1] = {}) =>
      insertListing(db(), { advertiserCode: owner.code, ...overrides });

    it('filters by advertiser, newest first, 20 a page by default, with the panel fields', async () => {
      const made = [];
      for (let i = 0; i < 22; i += 1) made.push(await mine({ title: `Bolo número ${i}` }));
      const page1 = await call('GET', `/api/admin/anuncios?anunciante=${owner.code}`, 'admin');
      expect(page1.status).toBe(200);
      expect(page1.body).toMatchObject({ page: 1, totalPages: 2, total: 22 });
      expect(page1.body.data).toHaveLength(20);
      expect(page1.body.data[0]).toMatchObject({
        codigoANUNCIO: made[21]!.code,
        tituloANUNCIO: 'Bolo número 21',
        statusANUNCIO: 'publicado',
        destaqueANUNCIO: 0,
        tipoANUNCIO: 3,
        anunciante: { codigo: owner.code, nome: 'Joaquim Filtro', email: owner.email },
        denunciasAbertas: 0,
        motivoReprovacao: null,
      });
      expect(page1.body.data[0].categoria.nomeCATEGORIA).not.toBe('');
      const page2 = await call('GET', `/api/admin/anuncios?anunciante=${owner.code}&page=2`, 'admin');
      expect(page2.body.data.map((d: any) => d.codigoANUNCIO)).toEqual([made[1]!.code, made[0]!.code]);
    });

    it("anunciante also takes the advertiser's name or e-mail, accents and case ignored", async () => {
      const theirs = await mine({ title: 'Doce de leite' });
      const someoneElse = await insertListing(db(), { title: 'Doce de leite' });
      for (const text of ['joaquim filtro', 'FILTRO', owner.email.toUpperCase(), 'filtro.']) {
        const res = await call(
          'GET',
          `/api/admin/anuncios?anunciante=${encodeURIComponent(text)}&q=doce&limit=100`,
          'admin',
        );
        expect(res.status, text).toBe(200);
        const codes = res.body.data.map((d: any) => d.codigoANUNCIO);
        expect(codes, text).toContain(theirs.code);
        expect(codes, text).not.toContain(someoneElse.code);
        expect(res.body.total, text).toBe(codes.length);
      }
      const none = await call(
        'GET',
        `/api/admin/anuncios?anunciante=${encodeURIComponent('100%_')}`,
        'admin',
      );
      expect(none.body.total).toBe(0);
    });

    it('q: every word of the title, accents and case ignored; a number also finds the code', async () => {
      const cake = await mine({ title: 'Pão de Açúcar caseiro' });
      await mine({ title: 'Pão francês' });
      const found = await call(
        'GET',
        `/api/admin/anuncios?anunciante=${owner.code}&q=${encodeURIComponent('acucar PAO')}`,
        'admin',
      );
      expect(found.body.data.map((d: any) => d.codigoANUNCIO)).toEqual([cake.code]);
      const byCode = await call('GET', `/api/admin/anuncios?q=${cake.code}`, 'admin');
      expect(byCode.body.data.map((d: any) => d.codigoANUNCIO)).toContain(cake.code);
      const literal = await call(
        'GET',
        `/api/admin/anuncios?anunciante=${owner.code}&q=${encodeURIComponent('100%')}`,
        'admin',
      );
      expect(literal.body).toMatchObject({ total: 0, data: [] });
    });

    it('status and tipo filters; the open reports counted; the reason shown when reprovado', async () => {
      const product = await mine({
        type: 2,
        status: 'reprovado',
        publishedAt: null,
        rejectionReason: 'Foto borrada',
      });
      await report(product.code, 'fraude');
      await report(product.code, 'duplicado', '', '10.0.0.2');
      const answer = await call(
        'GET',
        `/api/admin/anuncios?anunciante=${owner.code}&status=reprovado&tipo=2`,
        'admin',
      );
      expect(answer.body.total).toBe(1);
      expect(answer.body.data[0]).toMatchObject({
        codigoANUNCIO: product.code,
        tipoANUNCIO: 2,
        statusANUNCIO: 'reprovado',
        motivoReprovacao: 'Foto borrada',
        denunciasAbertas: 2,
      });
    });

    it('status=pendente is the moderation queue: the oldest waiting (atualizado_em) first', async () => {
      const old = await mine({
        status: 'pendente',
        publishedAt: null,
        updatedAt: new Date('2026-01-01T10:00:00Z'),
      });
      const newer = await mine({
        status: 'pendente',
        publishedAt: null,
        updatedAt: new Date('2026-01-03T10:00:00Z'),
      });
      const middle = await mine({
        status: 'pendente',
        publishedAt: null,
        updatedAt: new Date('2026-01-02T10:00:00Z'),
      });
      const queue = await call(
        'GET',
        `/api/admin/anuncios?anunciante=${owner.code}&status=pendente`,
        'admin',
      );
      expect(queue.body.data.map((d: any) => d.codigoANUNCIO)).toEqual([old.code, middle.code, newer.code]);
    });

    it('400 with a Portuguese message for a bad status, tipo or page', async () => {
      for (const qs of [
        'status=aprovado',
        'tipo=5',
        'page=0',
        `anunciante=${'a'.repeat(151)}`,
        'limit=500',
      ]) {
        const res = await call('GET', `/api/admin/anuncios?${qs}`, 'admin');
        expect(res.status, qs).toBe(400);
        expect(res.body.message).toMatch(/parâmetro/);
      }
    });
  });

  describe('one ad: POST, GET, PATCH, PUT, DELETE', () => {
    const body = async (overrides: Record<string, unknown> = {}) => {
      const sub = await getSubcategory(db(), { type: 3 });
      return {
        tituloANUNCIO: 'Aulas de violão no condomínio',
        descricaoANUNCIO: 'Aulas para iniciantes, no seu apartamento.',
        precoANUNCIO: 'R$ 80,00 a hora',
        tipoANUNCIO: 3,
        categoriaANUNCIO: sub.categoryCode,
        subcategoriaANUNCIO: sub.code,
        ...overrides,
      };
    };

    it('POST creates a rascunho for the advertiser (status, highlight and dates from the body ignored), audited', async () => {
      const res = await call(
        'POST',
        '/api/admin/anuncios',
        'admin',
        await body({ anuncianteANUNCIO: advertiser.code, statusANUNCIO: 'publicado', destaqueANUNCIO: 1 }),
      );
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        statusANUNCIO: 'rascunho',
        destaqueANUNCIO: 0,
        anuncianteANUNCIO: advertiser.code,
        anunciante: { codigo: advertiser.code, email: advertiser.email },
        tituloANUNCIO: 'Aulas de violão no condomínio',
        denunciasAbertas: 0,
        denuncias: [],
      });
      const [line] = await auditOf(res.body.codigoANUNCIO);
      expect(line).toMatchObject({ action: 'criar', actorCode: admin.code, before: null });
    });

    it('POST: 400 for an unknown advertiser, for missing fields (the own-ads message) and a wrong category', async () => {
      const unknown = await call(
        'POST',
        '/api/admin/anuncios',
        'admin',
        await body({ anuncianteANUNCIO: 999_999_999 }),
      );
      expect(unknown).toMatchObject({
        status: 400,
        body: { message: M.advertiserNotFound, errors: [{ field: 'anuncianteANUNCIO' }] },
      });
      const missing = await call('POST', '/api/admin/anuncios', 'admin', {
        anuncianteANUNCIO: advertiser.code,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(
        'Preencha os campos obrigatórios: título, descrição, categoria, tipo',
      );
      const noOwner = await call('POST', '/api/admin/anuncios', 'admin', await body());
      expect(noOwner.status).toBe(400);
      const wrongType = await call(
        'POST',
        '/api/admin/anuncios',
        'admin',
        await body({ anuncianteANUNCIO: advertiser.code, tipoANUNCIO: 1 }),
      );
      expect(wrongType).toMatchObject({ status: 400, body: { errors: [{ field: 'categoriaANUNCIO' }] } });
    });

    it('GET answers any status with the advertiser and the open reports; 404 unknown, 400 bad id', async () => {
      const draft = await ad({ status: 'rascunho', publishedAt: null, imageCount: 2 });
      await report(draft.code, 'outro', 'Telefone de outra pessoa');
      const res = await call('GET', `/api/admin/anuncios/${draft.code}`, 'admin');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        codigoANUNCIO: draft.code,
        statusANUNCIO: 'rascunho',
        anunciante: { codigo: advertiser.code, nome: 'Marina' },
        denunciasAbertas: 1,
        denuncias: [{ motivo: 'outro', detalhes: 'Telefone de outra pessoa', denunciante: null }],
      });
      expect(res.body.imagens).toHaveLength(2);
      expect(await call('GET', '/api/admin/anuncios/999999999', 'admin')).toMatchObject({
        status: 404,
        body: { message: M.notFound },
      });
      expect((await call('GET', '/api/admin/anuncios/abc', 'admin')).status).toBe(400);
    });

    it('PATCH destaqueANUNCIO turns the highlight on and off, idempotent: one audit line per real change', async () => {
      const live = await ad();
      const on = await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', { destaqueANUNCIO: 1 });
      expect(on).toMatchObject({ status: 200, body: { destaqueANUNCIO: 1, statusANUNCIO: 'publicado' } });
      expect(
        (await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', { destaqueANUNCIO: '1' })).status,
      ).toBe(200);
      expect((await row(live.code))?.highlighted).toBe(true);
      const off = await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', { destaqueANUNCIO: 0 });
      expect(off.body.destaqueANUNCIO).toBe(0);
      const lines = await auditOf(live.code);
      expect(lines.map((l) => [l.action, l.before, l.after])).toEqual([
        ['destaque', { destaque: false }, { destaque: true }],
        ['destaque', { destaque: true }, { destaque: false }],
      ]);
      expect(
        await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', { destaqueANUNCIO: 2 }),
      ).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining(M.highlightInvalid) },
      });
      expect(
        (await call('PATCH', '/api/admin/anuncios/999999999', 'admin', { destaqueANUNCIO: 1 })).status,
      ).toBe(404);
    });

    it('PATCH content: validated as the own ads; a published ad stays published; the changed fields audited', async () => {
      const live = await ad({ title: 'Bolo de fubá' });
      const res = await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', {
        tituloANUNCIO: 'Bolo de fubá cremoso',
        anuncianteANUNCIO: admin.code,
        statusANUNCIO: 'inativo',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        tituloANUNCIO: 'Bolo de fubá cremoso',
        statusANUNCIO: 'publicado',
        anuncianteANUNCIO: advertiser.code,
      });
      const [line] = await auditOf(live.code);
      expect(line).toMatchObject({
        action: 'editar',
        before: { tituloANUNCIO: 'Bolo de fubá' },
        after: { tituloANUNCIO: 'Bolo de fubá cremoso' },
      });
      // The same content again changes nothing and records nothing.
      await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', {
        tituloANUNCIO: 'Bolo de fubá cremoso',
      });
      expect(await auditOf(live.code)).toHaveLength(1);
      const bad = await call('PATCH', `/api/admin/anuncios/${live.code}`, 'admin', {
        mapaUrlANUNCIO: 'https://example.com',
      });
      expect(bad.status).toBe(400);
    });

    it('PUT replaces the content (absent optional fields cleared); 400 without the required ones', async () => {
      const live = await ad({ subtitle: 'Com cobertura' });
      const res = await call(
        'PUT',
        `/api/admin/anuncios/${live.code}`,
        'admin',
        await body({ tituloANUNCIO: 'Novo título' }),
      );
      expect(res).toMatchObject({
        status: 200,
        body: { tituloANUNCIO: 'Novo título', subtituloANUNCIO: '' },
      });
      const missing = await call('PUT', `/api/admin/anuncios/${live.code}`, 'admin', {
        tituloANUNCIO: 'Só o título',
      });
      expect(missing.status).toBe(400);
      expect((await row(live.code))?.title).toBe('Novo título');
    });

    it('DELETE removes the ad, its image rows, its reports and its files; audited; then 404', async () => {
      const doomed = await ad({ imageCount: 1 });
      await report(doomed.code, 'fraude');
      const dir = path.join('./data/test-uploads', 'anuncios', String(doomed.code));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, '1-1000.webp'), 'x');
      const res = await call('DELETE', `/api/admin/anuncios/${doomed.code}`, 'admin');
      expect(res).toMatchObject({ status: 200, body: { ok: true, message: M.removed } });
      expect(await row(doomed.code)).toBeUndefined();
      expect(
        await db().select().from(listingImages).where(eq(listingImages.listingCode, doomed.code)),
      ).toEqual([]);
      expect(
        await db().select().from(listingReports).where(eq(listingReports.listingCode, doomed.code)),
      ).toEqual([]);
      expect(fs.existsSync(path.join(dir, '1-1000.webp'))).toBe(false);
      const [line] = await auditOf(doomed.code);
      expect(line).toMatchObject({ action: 'remover', after: null, before: { status: 'publicado' } });
      expect((await call('DELETE', `/api/admin/anuncios/${doomed.code}`, 'admin')).status).toBe(404);
    });
  });

  describe('aprovar, reprovar, inativar', () => {
    it('aprovar: pendente -> publicado, public afterwards, audited, the advertiser e-mailed the public link once', async () => {
      const waiting = await pending({
        rejectionReason: 'Foto fora do padrão',
        title: 'Conserto de bicicletas',
      });
      expect((await call('GET', `/api/anuncios/${waiting.code}`)).status).toBe(404);
      const before = Date.now();
      const res = await call('POST', `/api/admin/anuncios/${waiting.code}/aprovar`, 'admin');
      expect(res).toMatchObject({
        status: 200,
        body: {
          ok: true,
          message: M.approved,
          codigoANUNCIO: waiting.code,
          statusANUNCIO: 'publicado',
          alterado: true,
        },
      });
      expect(new Date(res.body.publicadoEm).getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(await row(waiting.code)).toMatchObject({ status: 'publicado', rejectionReason: null });
      expect((await call('GET', `/api/anuncios/${waiting.code}`)).status).toBe(200);

      const sent = await mails('anuncio-aprovado');
      const mine = sent.filter((m) => m.subject.includes('Conserto de bicicletas'));
      expect(mine).toHaveLength(1);
      expect(mine[0]?.text).toContain(`${PUBLIC_URL}/detalhe/servico/${waiting.code}/conserto-de-bicicletas`);

      // Again: 200, no change, nothing recorded or sent.
      const again = await call('POST', `/api/admin/anuncios/${waiting.code}/aprovar`, 'admin');
      expect(again).toMatchObject({
        status: 200,
        body: { alterado: false, message: M.alreadyPublished, publicadoEm: res.body.publicadoEm },
      });
      expect(
        (await mails('anuncio-aprovado')).filter((m) => m.subject.includes('Conserto de bicicletas')),
      ).toHaveLength(1);
      const lines = await auditOf(waiting.code);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        action: 'aprovar',
        actorCode: admin.code,
        before: { status: 'pendente', destaque: false, motivo: 'Foto fora do padrão' },
        after: { status: 'publicado', destaque: false, motivo: null },
      });
    });

    it('aprovar: 409 for rascunho, reprovado and inativo (unchanged), 404 unknown, 400 bad id', async () => {
      for (const status of ['rascunho', 'reprovado', 'inativo'] as const) {
        const other = await ad({ status, publishedAt: null });
        expect(await call('POST', `/api/admin/anuncios/${other.code}/aprovar`, 'admin')).toMatchObject({
          status: 409,
          body: { code: 'CONFLICT', message: M.notPending(status) },
        });
        expect((await row(other.code))?.status).toBe(status);
      }
      expect((await call('POST', '/api/admin/anuncios/999999999/aprovar', 'admin')).status).toBe(404);
      expect((await call('POST', '/api/admin/anuncios/abc/aprovar', 'admin')).status).toBe(400);
    });

    it('reprovar: the trimmed reason stored and e-mailed with the edit link; a repeat changes nothing', async () => {
      const waiting = await pending({ title: 'Marmitas fit' });
      const res = await call('POST', `/api/admin/anuncios/${waiting.code}/reprovar`, 'admin', {
        motivo: '  As fotos mostram outro produto.  ',
      });
      expect(res).toMatchObject({
        status: 200,
        body: {
          statusANUNCIO: 'reprovado',
          motivoReprovacao: 'As fotos mostram outro produto.',
          alterado: true,
        },
      });
      const [mail] = (await mails('anuncio-reprovado')).filter((m) => m.subject.includes('Marmitas fit'));
      expect(mail?.text).toContain('As fotos mostram outro produto.');
      expect(mail?.text).toContain(`${PUBLIC_URL}/painel/anuncios/${waiting.code}/editar`);

      const again = await call('POST', `/api/admin/anuncios/${waiting.code}/reprovar`, 'admin', {
        motivo: 'Outro',
      });
      expect(again).toMatchObject({
        status: 200,
        body: { alterado: false, motivoReprovacao: 'As fotos mostram outro produto.' },
      });
      expect(
        (await mails('anuncio-reprovado')).filter((m) => m.subject.includes('Marmitas fit')),
      ).toHaveLength(1);
      expect(await auditOf(waiting.code)).toHaveLength(1);
    });

    it('reprovar: without a body (no reason), a published ad too; 400 past 500 characters; 409 for rascunho', async () => {
      const live = await ad();
      const res = await call('POST', `/api/admin/anuncios/${live.code}/reprovar`, 'admin');
      expect(res).toMatchObject({
        status: 200,
        body: { statusANUNCIO: 'reprovado', motivoReprovacao: null },
      });
      expect((await call('GET', `/api/anuncios/${live.code}`)).status).toBe(404);
      const waiting = await pending();
      const long = await call('POST', `/api/admin/anuncios/${waiting.code}/reprovar`, 'admin', {
        motivo: 'x'.repeat(501),
      });
      expect(long).toMatchObject({
        status: 400,
        body: { message: expect.stringContaining(M.reasonTooLong) },
      });
      expect((await row(waiting.code))?.status).toBe('pendente');
      const draft = await ad({ status: 'rascunho', publishedAt: null });
      expect((await call('POST', `/api/admin/anuncios/${draft.code}/reprovar`, 'admin', {})).status).toBe(
        409,
      );
    });

    it('inativar: publicado -> inativo, the reason e-mailed and audited; a repeat changes nothing; 409 for rascunho', async () => {
      const live = await ad({ title: 'Aulas de inglês' });
      const res = await call('POST', `/api/admin/anuncios/${live.code}/inativar`, 'admin', {
        motivo: 'Anúncio duplicado.',
      });
      expect(res).toMatchObject({
        status: 200,
        body: { statusANUNCIO: 'inativo', alterado: true, message: M.inactivated },
      });
      expect((await call('GET', `/api/anuncios/${live.code}`)).status).toBe(404);
      const [mail] = (await mails('anuncio-inativado')).filter((m) => m.subject.includes('Aulas de inglês'));
      expect(mail?.text).toContain('Anúncio duplicado.');
      const again = await call('POST', `/api/admin/anuncios/${live.code}/inativar`, 'admin', {});
      expect(again).toMatchObject({ status: 200, body: { alterado: false } });
      const lines = await auditOf(live.code);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        action: 'inativar',
        after: { status: 'inativo', motivo: 'Anúncio duplicado.' },
      });
      const draft = await ad({ status: 'rascunho', publishedAt: null });
      expect(await call('POST', `/api/admin/anuncios/${draft.code}/inativar`, 'admin', {})).toMatchObject({
        status: 409,
        body: { message: M.cannotInactivate('rascunho') },
      });
    });

    it("inativar an ad the advertiser's block took off: it stays off after the unblock (the flag cleared)", async () => {
      const suspended = await ad({ status: 'inativo', suspendedByBlock: true });
      const res = await call('POST', `/api/admin/anuncios/${suspended.code}/inativar`, 'admin', {});
      expect(res.body.alterado).toBe(true);
      expect(await row(suspended.code)).toMatchObject({ status: 'inativo', suspendedByBlock: false });
    });

    it('the history reads back through GET /api/admin/auditoria', async () => {
      const waiting = await pending();
      await call('POST', `/api/admin/anuncios/${waiting.code}/reprovar`, 'admin', { motivo: 'Sem fotos' });
      const history = await call('GET', `/api/admin/auditoria?entidade=anuncio&id=${waiting.code}`, 'admin');
      expect(history.body.data).toEqual([
        expect.objectContaining({
          acao: 'reprovar',
          autor: { codigo: admin.code, nome: admin.name },
          depois: expect.objectContaining({ status: 'reprovado', motivo: 'Sem fotos' }),
        }),
      ]);
    });
  });

  describe('the report queue', () => {
    it('lists reported listings, most reported first, with counts per reason and the latest details', async () => {
      const many = await ad({ title: 'Celular barato demais' });
      const few = await ad({ title: 'Bolo de pote' });
      for (let i = 0; i < 3; i += 1)
        await report(
          many.code,
          i === 2 ? 'outro' : 'fraude',
          i === 2 ? 'Pede Pix adiantado' : '',
          `10.1.0.${i}`,
        );
      await report(few.code, 'duplicado');
      const res = await call('GET', '/api/admin/denuncias?limit=100', 'admin');
      expect(res.status).toBe(200);
      const codes = res.body.data.map((d: any) => d.anuncio.codigoANUNCIO);
      expect(codes.indexOf(many.code)).toBeLessThan(codes.indexOf(few.code));
      const item = res.body.data.find((d: any) => d.anuncio.codigoANUNCIO === many.code);
      expect(item).toMatchObject({
        anuncio: { tituloANUNCIO: 'Celular barato demais', statusANUNCIO: 'publicado', tipoANUNCIO: 3 },
        total: 3,
        porMotivo: { fraude: 2, outro: 1, duplicado: 0, dados_falsos: 0, conteudo_proibido: 0 },
        ultimosDetalhes: [{ motivo: 'outro', detalhes: 'Pede Pix adiantado' }],
      });
      expect(res.body.total).toBe(res.body.data.length);
    });

    it('inativar: deactivates (audit and e-mail with the reason) and resolves the open reports; a repeat is a no-op', async () => {
      const scam = await ad({ title: 'Iphone por 100 reais' });
      await report(scam.code, 'fraude');
      await report(scam.code, 'fraude', '', '10.2.0.2');
      expect((await call('POST', `/api/admin/denuncias/${scam.code}/inativar`, 'admin', {})).status).toBe(
        400,
      );
      const res = await call('POST', `/api/admin/denuncias/${scam.code}/inativar`, 'admin', {
        motivo: 'Golpe confirmado.',
      });
      expect(res).toMatchObject({
        status: 200,
        body: { ok: true, statusANUNCIO: 'inativo', resolvidas: 2, message: M.reportsInactivated },
      });
      const reports = await db()
        .select()
        .from(listingReports)
        .where(eq(listingReports.listingCode, scam.code));
      expect(
        reports.every((r) => r.resolution === 'inativado' && r.resolvedBy === admin.code && r.resolvedAt),
      ).toBe(true);
      const [mail] = (await mails('anuncio-inativado')).filter((m) =>
        m.subject.includes('Iphone por 100 reais'),
      );
      expect(mail?.text).toContain('Golpe confirmado.');
      expect(await auditOf(scam.code)).toEqual([
        expect.objectContaining({
          action: 'inativar',
          after: expect.objectContaining({ denunciasResolvidas: 2 }),
        }),
      ]);
      const queue = await call('GET', '/api/admin/denuncias?limit=100', 'admin');
      expect(queue.body.data.map((d: any) => d.anuncio.codigoANUNCIO)).not.toContain(scam.code);

      const again = await call('POST', `/api/admin/denuncias/${scam.code}/inativar`, 'admin', {
        motivo: 'Golpe confirmado.',
      });
      expect(again).toMatchObject({ status: 200, body: { resolvidas: 0, message: M.noOpenReports } });
      expect(await auditOf(scam.code)).toHaveLength(1);
      expect(
        (await mails('anuncio-inativado')).filter((m) => m.subject.includes('Iphone por 100 reais')),
      ).toHaveLength(1);
      expect(
        (await call('POST', '/api/admin/denuncias/999999999/inativar', 'admin', { motivo: 'x' })).status,
      ).toBe(404);
    });

    it('inativar an ad already off the site only resolves its reports (audited, no e-mail)', async () => {
      const off = await ad({ status: 'inativo', title: 'Já inativo' });
      await report(off.code, 'dados_falsos');
      const res = await call('POST', `/api/admin/denuncias/${off.code}/inativar`, 'admin', {
        motivo: 'Dados falsos',
      });
      expect(res.body).toMatchObject({ statusANUNCIO: 'inativo', resolvidas: 1, message: M.reportsResolved });
      expect(await auditOf(off.code)).toEqual([expect.objectContaining({ action: 'denuncias_resolvidas' })]);
      expect((await mails('anuncio-inativado')).filter((m) => m.subject.includes('Já inativo'))).toHaveLength(
        0,
      );
    });

    it('descartar: resolves the reports as descartado (audited), the ad untouched; a repeat is a no-op', async () => {
      const fine = await ad();
      await report(fine.code, 'duplicado');
      const res = await call('POST', `/api/admin/denuncias/${fine.code}/descartar`, 'admin');
      expect(res).toMatchObject({
        status: 200,
        body: { statusANUNCIO: 'publicado', resolvidas: 1, message: M.reportsDismissed },
      });
      const [stored] = await db()
        .select()
        .from(listingReports)
        .where(eq(listingReports.listingCode, fine.code));
      expect(stored?.resolution).toBe('descartado');
      expect((await row(fine.code))?.status).toBe('publicado');
      expect(
        (await call('POST', `/api/admin/denuncias/${fine.code}/descartar`, 'admin')).body.resolvidas,
      ).toBe(0);
      expect((await auditOf(fine.code)).map((l) => l.action)).toEqual(['denuncia_descartada']);
      expect((await call('POST', '/api/admin/denuncias/999999999/descartar', 'admin')).status).toBe(404);
    });
  });
});
