import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_LISTINGS_MESSAGES as AM } from '#shared/contracts/admin-listings.constants.ts';
import { MY_LISTINGS_MESSAGES as M } from '#shared/contracts/my-listings.constants.ts';
import { USER_LEVELS } from '#shared/constants.ts';
import { createOutboxRepository } from '../../adapters/email/index.ts';
import { auditLog, listingRevisions, listings } from '../../db/schema/index.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { getSubcategory, insertListing, insertUser, type User } from '../../test/factories/index.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

type Method = 'GET' | 'POST' | 'PATCH';
type Role = 'admin' | 'owner' | 'other';

const MINE = '/api/minha-conta/anuncios';
const QUEUE = '/api/admin/anuncios/alteracoes';

/**
 * ADR 018: editing a published ad under pre-moderation keeps the approved
 * version on the site while the reviewed fields wait for an admin.
 */
describe('edits of published ads under review (ADR 018)', () => {
  let t: TestApp;
  let owner: User;
  const tokens: Record<Role, string> = { admin: '', owner: '', other: '' };

  const call = async (method: Method, url: string, as?: Role, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined };
  };
  const db = () => t.database.db;
  /** A published ad of the owner, as an admin approved it. */
  const live = async (overrides: Parameters<typeof insertListing>[1] = {}) => {
    const sub = await getSubcategory(db(), { type: 3 });
    return insertListing(db(), {
      advertiserCode: owner.code,
      status: 'publicado',
      type: 3,
      categoryCode: sub.categoryCode,
      subcategoryCode: sub.code,
      title: 'Aulas de violão',
      description: 'Aulas para iniciantes.',
      price: 'R$ 80,00',
      ...overrides,
    });
  };
  const publicAd = async (code: number) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/anuncios/${code}` });
    return { status: res.statusCode, body: res.json() as any };
  };
  const revisions = (code: number) =>
    db().select().from(listingRevisions).where(eq(listingRevisions.listingCode, code));
  const mails = async (template: string) => {
    const all = await createOutboxRepository(db()).findLatestMessages({ limit: 50, to: owner.email });
    return all.filter((m) => m.template === template);
  };

  beforeAll(async () => {
    t = await buildTestApp({ AD_MODERATION: 'pre' });
    owner = await insertUser(db(), { name: 'Renata', email: `renata.${Date.now()}@teste.nc.local` });
    const other = await insertUser(db());
    const admin = await insertUser(db(), { level: USER_LEVELS.ADMIN });
    tokens.owner = (await t.app.sessions.createSession(owner.code, false)).token;
    tokens.other = (await t.app.sessions.createSession(other.code, false)).token;
    tokens.admin = (await t.app.sessions.createSession(admin.code, false)).token;
  });
  afterAll(() => t.close());

  it('an edit of the text keeps the published version public and creates one pending revision', async () => {
    const ad = await live();
    const edited = await call('PATCH', `${MINE}/${ad.code}`, 'owner', {
      tituloANUNCIO: 'Aulas de violão e guitarra',
      descricaoANUNCIO: 'Agora também guitarra.',
    });
    expect(edited.status).toBe(200);
    // The owner reads what they saved, still published, with the edit under review.
    expect(edited.body).toMatchObject({
      statusANUNCIO: 'publicado',
      tituloANUNCIO: 'Aulas de violão e guitarra',
      alteracao: { status: 'pendente', motivo: null },
      edicaoComAnalise: true,
    });
    // The public keeps the approved version.
    const pub = await publicAd(ad.code);
    expect(pub.status).toBe(200);
    expect(pub.body.tituloANUNCIO).toBe('Aulas de violão');
    expect(pub.body.descricaoANUNCIO).toBe('Aulas para iniciantes.');
    expect(await revisions(ad.code)).toHaveLength(1);
    // "Meus anúncios" shows it too.
    const list = await call('GET', `${MINE}?limit=50`, 'owner');
    expect(list.body.data.find((l: any) => l.codigoANUNCIO === ad.code)?.alteracao?.status).toBe('pendente');
  });

  it('price and opening hours apply at once, with no review', async () => {
    const ad = await live();
    const hours = {
      seg: { aberto: true, das: '08:00', as: '12:00' },
      ter: { aberto: false, das: '', as: '' },
      qua: { aberto: false, das: '', as: '' },
      qui: { aberto: false, das: '', as: '' },
      sex: { aberto: false, das: '', as: '' },
      sab: { aberto: false, das: '', as: '' },
      dom: { aberto: false, das: '', as: '' },
    };
    const edited = await call('PATCH', `${MINE}/${ad.code}`, 'owner', {
      precoANUNCIO: 'R$ 95,00',
      horariosANUNCIO: hours,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ statusANUNCIO: 'publicado', alteracao: null });
    const pub = await publicAd(ad.code);
    expect(pub.body.precoANUNCIO).toBe('R$ 95,00');
    expect(pub.body.horariosANUNCIO.seg).toMatchObject({ aberto: true, das: '08:00', as: '12:00' });
    expect(await revisions(ad.code)).toHaveLength(0);
  });

  it('a second edit while one is pending replaces it (one revision, same place in the queue); back to the live text drops it', async () => {
    const ad = await live();
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', { tituloANUNCIO: 'Primeira ideia' });
    const [first] = await revisions(ad.code);
    const second = await call('PATCH', `${MINE}/${ad.code}`, 'owner', {
      tituloANUNCIO: 'Segunda ideia',
      precoANUNCIO: 'R$ 70,00',
    });
    expect(second.body).toMatchObject({ tituloANUNCIO: 'Segunda ideia', alteracao: { status: 'pendente' } });
    const rows = await revisions(ad.code);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.content.title).toBe('Segunda ideia');
    expect(rows[0]?.createdAt.getTime()).toBe(first?.createdAt.getTime());
    // The price went live meanwhile; the title did not.
    expect((await publicAd(ad.code)).body).toMatchObject({
      tituloANUNCIO: 'Aulas de violão',
      precoANUNCIO: 'R$ 70,00',
    });
    const back = await call('PATCH', `${MINE}/${ad.code}`, 'owner', { tituloANUNCIO: 'Aulas de violão' });
    expect(back.body.alteracao).toBeNull();
    expect(await revisions(ad.code)).toHaveLength(0);
  });

  it('duplicating an ad with an edit under review copies the text as the owner last saved it', async () => {
    const ad = await live({ title: 'Corte de cabelo' });
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', { tituloANUNCIO: 'Corte de cabelo infantil' });
    const copy = await call('POST', `${MINE}/${ad.code}/duplicar`, 'owner');
    expect(copy.status).toBe(201);
    expect(copy.body.anuncio).toMatchObject({
      tituloANUNCIO: 'Corte de cabelo infantil',
      slugANUNCIO: 'corte-de-cabelo-infantil',
      statusANUNCIO: 'rascunho',
      alteracao: null,
    });
  });

  it('another user cannot edit the ad (404) and creates no revision', async () => {
    const ad = await live();
    const res = await call('PATCH', `${MINE}/${ad.code}`, 'other', { tituloANUNCIO: 'Invasão' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(M.notFound);
    expect(await revisions(ad.code)).toHaveLength(0);
  });

  it('roles on the new routes: anonymous 401, the owner and other users 403, the admin allowed', async () => {
    const ad = await live();
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', { tituloANUNCIO: 'Título novo' });
    const routes: [Method, string, unknown?][] = [
      ['GET', QUEUE],
      ['POST', `/api/admin/anuncios/${ad.code}/alteracao/aprovar`],
      ['POST', `/api/admin/anuncios/${ad.code}/alteracao/reprovar`, { motivo: 'Texto enganoso.' }],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, undefined, body)).status, `${method} ${url} anônimo`).toBe(401);
      expect((await call(method, url, 'owner', body)).status, `${method} ${url} dono`).toBe(403);
      expect((await call(method, url, 'other', body)).status, `${method} ${url} outro`).toBe(403);
    }
    expect(await revisions(ad.code)).toMatchObject([{ status: 'pendente' }]);
    expect((await call('GET', QUEUE, 'admin')).status).toBe(200);
    // An ad without a pending edit: 404 for both decisions.
    const plain = await live();
    for (const action of ['aprovar', 'reprovar']) {
      const res = await call('POST', `/api/admin/anuncios/${plain.code}/alteracao/${action}`, 'admin', {
        motivo: 'x',
      });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(M.noPendingRevision);
    }
  });

  it('the queue shows old and new side by side; approving applies the edit and e-mails the owner', async () => {
    const ad = await live({ title: 'Bolo de pote', description: 'Sabores variados.' });
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', {
      tituloANUNCIO: 'Bolo de pote caseiro',
      precoANUNCIO: 'R$ 12,00',
    });
    const queue = await call('GET', `${QUEUE}?limit=100`, 'admin');
    expect(queue.status).toBe(200);
    const item = queue.body.data.find((i: any) => i.codigoANUNCIO === ad.code);
    // Only the reviewed fields that changed; the price applied at once and is not there.
    expect(item.campos).toEqual([
      { campo: 'tituloANUNCIO', rotulo: 'Título', antes: 'Bolo de pote', depois: 'Bolo de pote caseiro' },
    ]);
    expect(item.anunciante).toMatchObject({ codigo: owner.code, email: owner.email });

    const approved = await call('POST', `/api/admin/anuncios/${ad.code}/alteracao/aprovar`, 'admin');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ message: AM.revisionApproved, alteracao: 'aprovada' });
    const pub = await publicAd(ad.code);
    expect(pub.body).toMatchObject({
      tituloANUNCIO: 'Bolo de pote caseiro',
      slugANUNCIO: 'bolo-de-pote-caseiro',
    });
    expect((await call('GET', `${MINE}/${ad.code}`, 'owner')).body).toMatchObject({
      statusANUNCIO: 'publicado',
      alteracao: null,
    });
    expect((await mails('alteracao-aprovada')).some((m) => m.subject.includes('Bolo de pote caseiro'))).toBe(
      true,
    );
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'anuncio'), eq(auditLog.entityId, ad.code)));
    expect(audit.map((a) => a.action)).toEqual(['aprovar_alteracao']);
    // Out of the queue; approving again is 404.
    const after = await call('GET', `${QUEUE}?limit=100`, 'admin');
    expect(after.body.data.some((i: any) => i.codigoANUNCIO === ad.code)).toBe(false);
    expect((await call('POST', `/api/admin/anuncios/${ad.code}/alteracao/aprovar`, 'admin')).status).toBe(
      404,
    );
  });

  it('rejecting needs a reason, keeps the live version and e-mails the reason; the owner sees it', async () => {
    const ad = await live({ title: 'Marmitas fit', description: 'Entrega no condomínio.' });
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', { descricaoANUNCIO: 'Ligue 11 99999-0000 já!' });
    const url = `/api/admin/anuncios/${ad.code}/alteracao/reprovar`;
    const noReason = await call('POST', url, 'admin', {});
    expect(noReason.status).toBe(400);
    const rejected = await call('POST', url, 'admin', { motivo: 'Telefone na descrição.' });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ message: AM.revisionRejected, alteracao: 'reprovada' });
    expect((await publicAd(ad.code)).body.descricaoANUNCIO).toBe('Entrega no condomínio.');
    expect((await db().select().from(listings).where(eq(listings.code, ad.code)))[0]?.status).toBe(
      'publicado',
    );
    // The owner reads the live version again, and why the edit was refused.
    const mine = await call('GET', `${MINE}/${ad.code}`, 'owner');
    expect(mine.body).toMatchObject({
      descricaoANUNCIO: 'Entrega no condomínio.',
      alteracao: { status: 'reprovada', motivo: 'Telefone na descrição.' },
    });
    const [mail] = await mails('alteracao-reprovada');
    expect(mail?.text).toContain('Telefone na descrição.');
    expect(mail?.text).toContain('continua no ar como estava');
  });

  it('a revision of an ad that left the site is not in the queue (409 to approve) and goes with its next publication', async () => {
    const ad = await live({ title: 'Passeio com cães' });
    await call('PATCH', `${MINE}/${ad.code}`, 'owner', { tituloANUNCIO: 'Passeio com cães e gatos' });
    await call('POST', `${MINE}/${ad.code}/inativar`, 'owner');
    const queue = await call('GET', `${QUEUE}?limit=100`, 'admin');
    expect(queue.body.data.some((i: any) => i.codigoANUNCIO === ad.code)).toBe(false);
    const res = await call('POST', `/api/admin/anuncios/${ad.code}/alteracao/aprovar`, 'admin');
    expect(res.status).toBe(409);
    // Edited while off the site, the edit is the ad itself (the revision folds into it).
    const edited = await call('PATCH', `${MINE}/${ad.code}`, 'owner', { subtituloANUNCIO: 'Todo dia' });
    expect(edited.body).toMatchObject({ tituloANUNCIO: 'Passeio com cães e gatos', alteracao: null });
    expect((await db().select().from(listings).where(eq(listings.code, ad.code)))[0]?.title).toBe(
      'Passeio com cães e gatos',
    );
  });
});
