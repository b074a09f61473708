import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_LEVELS } from '#shared/constants.ts';
import { ACCOUNT_DATA_MESSAGES as M, REMOVED_USER_NAME } from '#shared/contracts/account-data.contract.ts';
import { MESSAGES_MESSAGES } from '#shared/contracts/messages.constants.ts';
import { createLocalDiskStorage } from '../../adapters/storage/local-disk-storage.ts';
import {
  auditLog,
  conversationMessages,
  conversations,
  emailOutbox,
  favorites,
  invoices,
  listingImages,
  listings,
  media,
  newsletterSubscriptions,
  savedSearches,
  sessions,
  ticketMessages,
  tickets,
  users,
} from '../../db/schema/index.ts';
import { createPasswordHasher } from '../../lib/password-hash.ts';
import { RELAXED_LIMITS, registration } from '../../test/accounts-app.ts';
import { buildTestApp, type TestApp } from '../../test/build-test-app.ts';
import { insertListing, insertUser, type User } from '../../test/factories/index.ts';
import { giveCredit } from '../../test/own-ads-kit.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- JSON answers are read loosely in tests. */

const PASSWORD = 'minha senha de teste';
const SELF = '/api/minha-conta/excluir';
const ADMIN = (id: number) => `/api/admin/usuarios/${id}/excluir`;

describe('deleting an account (issue 36 item 3)', () => {
  let t: TestApp;
  let uploads: string;
  let passwordHash: string;

  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown) => {
    const res = await t.app.inject({
      method,
      url,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: res.statusCode, body: res.body ? (res.json() as any) : undefined, headers: res.headers };
  };
  const person = async (overrides: Partial<User> = {}) => {
    const user = await insertUser(t.database.db, { passwordHash, ...overrides });
    const { token } = await t.app.sessions.createSession(user.code, false);
    return { user, token };
  };
  const db = () => t.database.db;

  /**
   * A resident who has it all: an ad with two photo files and a media-library image, a
   * favourite, a saved search, a newsletter subscription, a conversation with an advertiser, a
   * ticket answered by the team, and an invoice. Answers them.
   */
  async function richAccount() {
    const me = await person();
    const advertiser = await person();
    const storage = createLocalDiskStorage(uploads);
    const ad = await insertListing(db(), { advertiserCode: me.user.code, status: 'publicado' });
    for (const n of [1, 2]) {
      await storage.put(`anuncios/${ad.code}/foto${n}-1000.webp`, Buffer.from(`foto ${n}`), 'image/webp');
      await db()
        .insert(listingImages)
        .values({
          listingCode: ad.code,
          url: `/uploads/anuncios/${ad.code}/foto${n}-1000.webp`,
          thumbUrl: `/uploads/anuncios/${ad.code}/foto${n}-300.webp`,
          position: n - 1,
        });
    }
    await storage.put(`midias/${me.user.code}/img-1000.webp`, Buffer.from('midia'), 'image/webp');
    await db()
      .insert(media)
      .values({
        userCode: me.user.code,
        key: `midias/${me.user.code}/img`,
        url: `/uploads/midias/${me.user.code}/img-1000.webp`,
        thumbUrl: `/uploads/midias/${me.user.code}/img-300.webp`,
        ogUrl: `/uploads/midias/${me.user.code}/img-og.jpg`,
        bytes: 5,
        width: 1000,
        height: 424,
      });
    const theirAd = await insertListing(db(), { advertiserCode: advertiser.user.code, status: 'publicado' });
    await db().insert(favorites).values({ userCode: me.user.code, listingCode: theirAd.code });
    const now = new Date();
    await db()
      .insert(savedSearches)
      .values({
        userCode: me.user.code,
        name: 'Bicicletas',
        page: 'anuncios',
        query: 'q=bicicleta',
        frequency: 'diaria',
        createdAt: now,
        updatedAt: now,
        checkedUntil: now,
        unsubscribeTokenHash: `hash-${me.user.code}`,
      });
    await db().insert(newsletterSubscriptions).values({
      email: me.user.email.toLowerCase(),
      status: 'confirmada',
      createdAt: now,
      updatedAt: now,
    });
    const [conversation] = await db()
      .insert(conversations)
      .values({
        listingCode: theirAd.code,
        title: theirAd.title,
        residentCode: me.user.code,
        advertiserCode: advertiser.user.code,
        lastMessage: 'Ainda está disponível?',
        lastSenderCode: me.user.code,
      })
      .returning();
    await db()
      .insert(conversationMessages)
      .values([
        { conversationId: conversation!.id, senderCode: me.user.code, content: 'Ainda está disponível?' },
        { conversationId: conversation!.id, senderCode: advertiser.user.code, content: 'Sim, está!' },
      ]);
    const [ticket] = await db()
      .insert(tickets)
      .values({ userCode: me.user.code, subject: 'Meu telefone é 11 98765-4321' })
      .returning();
    await db()
      .insert(ticketMessages)
      .values([
        { ticketId: ticket!.id, authorCode: me.user.code, from: 'user', body: 'Moro no bloco B, apto 12.' },
        { ticketId: ticket!.id, authorCode: null, from: 'admin', body: 'Vamos verificar.' },
      ]);
    const checkoutId = await giveCredit(t, me.user.code);
    const [invoice] = await db()
      .insert(invoices)
      .values({
        number: 900_000 + me.user.code,
        checkoutId,
        userCode: me.user.code,
        planName: 'Anual PF',
        planSlug: 'pf-anual',
        planUserType: 3,
        planPriceCents: 9900,
        planPeriodMonths: 12,
        planOrigin: 'novo',
        payerName: `${me.user.name} ${me.user.surname}`,
        payerDocument: me.user.document,
        amountCents: 9900,
        method: 'pix',
        status: 'paid',
        issuedAt: now,
        paidAt: now,
      })
      .returning();
    return { me, advertiser, ad, theirAd, conversation: conversation!, ticket: ticket!, invoice: invoice! };
  }

  beforeAll(async () => {
    uploads = await mkdtemp(path.join(tmpdir(), 'nc-excluir-'));
    t = await buildTestApp({ ...RELAXED_LIMITS, UPLOADS_DIR: uploads });
    passwordHash = await createPasswordHasher({ memoryCost: 1024, timeCost: 1 }).hash(PASSWORD);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  it('answers 401 to a visitor on both routes, and 403 to a non-admin on the admin one', async () => {
    const { user, token } = await person();
    expect((await call('POST', SELF, undefined, { senha: PASSWORD })).status).toBe(401);
    expect((await call('POST', ADMIN(user.code))).status).toBe(401);
    const other = await person();
    const res = await call('POST', ADMIN(user.code), other.token);
    expect(res.status).toBe(403);
    // Nobody was deleted, and the owner's session still works.
    const [row] = await db().select().from(users).where(eq(users.code, user.code));
    expect(row?.removedAt).toBeNull();
    expect((await call('GET', '/api/minha-conta/dados', token)).status).toBe(200);
  });

  it('asks for the password: missing or wrong is a 400 on the field, and nothing changes', async () => {
    const { user, token } = await person();
    const missing = await call('POST', SELF, token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([
      expect.objectContaining({ field: 'senha', message: M.passwordRequired }),
    ]);
    const wrong = await call('POST', SELF, token, { senha: 'outra senha qualquer' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({
      message: M.passwordWrong,
      errors: [{ field: 'senha', message: M.passwordWrong }],
    });
    const [row] = await db().select().from(users).where(eq(users.code, user.code));
    expect(row).toMatchObject({ removedAt: null, active: true, email: user.email });
  });

  it("the owner's deletion: every effect, in one go, and the other party sees 'Usuário removido'", async () => {
    const { me, advertiser, ad, theirAd, conversation, ticket, invoice } = await richAccount();
    const res = await call('POST', SELF, me.token, { senha: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.accountDeleted, anunciosRemovidos: 1 });
    expect(String(res.headers['set-cookie'])).toMatch(/nc_sessao=;/);

    // Sessions revoked: the token no longer works.
    expect((await call('GET', '/api/minha-conta/dados', me.token)).status).toBe(401);
    const open = await db().select().from(sessions).where(eq(sessions.userCode, me.user.code));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);

    // The row stays, anonymised; the real e-mail and document are free.
    const [row] = await db().select().from(users).where(eq(users.code, me.user.code));
    expect(row).toMatchObject({
      name: REMOVED_USER_NAME,
      surname: '',
      passwordHash: null,
      active: false,
      whatsapp: null,
      street: null,
    });
    expect(row?.removedAt).toBeInstanceOf(Date);
    expect(row?.email).not.toBe(me.user.email);
    expect(row?.document).not.toBe(me.user.document);

    // Ads gone, with their photo files; the media library too; the other advertiser's ad stays.
    expect(await db().select().from(listings).where(eq(listings.code, ad.code))).toEqual([]);
    expect(await db().select().from(listings).where(eq(listings.code, theirAd.code))).toHaveLength(1);
    await expect(readdir(path.join(uploads, 'anuncios', String(ad.code)))).rejects.toThrow();
    await expect(readdir(path.join(uploads, 'midias', String(me.user.code)))).rejects.toThrow();
    expect(await db().select().from(media).where(eq(media.userCode, me.user.code))).toEqual([]);

    // Favourites, saved searches and the newsletter gone.
    expect(await db().select().from(favorites).where(eq(favorites.userCode, me.user.code))).toEqual([]);
    expect(await db().select().from(savedSearches).where(eq(savedSearches.userCode, me.user.code))).toEqual(
      [],
    );
    expect(
      await db()
        .select()
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.email, me.user.email.toLowerCase())),
    ).toEqual([]);

    // The conversation stays for the advertiser, the resident shown as "Usuário removido".
    const thread = await call('GET', `/api/mensagens/${conversation.id}`, advertiser.token);
    expect(thread.status).toBe(200);
    expect(thread.body.outro).toMatchObject({ nome: REMOVED_USER_NAME });
    // Closed to new messages, saying why; the messages stay.
    expect(thread.body).toMatchObject({ aberta: false, motivoEncerrada: MESSAGES_MESSAGES.otherRemoved });
    expect(thread.body.mensagens).toHaveLength(2);
    const reply = await call('POST', `/api/mensagens/${conversation.id}`, advertiser.token, {
      conteudo: 'Oi?',
    });
    expect(reply).toMatchObject({ status: 409, body: { message: MESSAGES_MESSAGES.otherRemoved } });
    const list = await call('GET', '/api/mensagens', advertiser.token);
    expect(list.body.data.find((c: any) => c.id === conversation.id)).toMatchObject({ aberta: false });
    expect(JSON.stringify(list.body)).toContain(REMOVED_USER_NAME);
    expect(JSON.stringify(list.body)).not.toContain(me.user.surname);

    // The ticket anonymised: closed, the user's words gone, the team's reply kept.
    const [t1] = await db().select().from(tickets).where(eq(tickets.id, ticket.id));
    expect(t1).toMatchObject({ status: 'closed' });
    expect(t1?.subject).not.toContain('98765');
    const bodies = await db().select().from(ticketMessages).where(eq(ticketMessages.ticketId, ticket.id));
    expect(bodies.map((b) => b.body).join(' ')).not.toContain('bloco B');
    expect(bodies.map((b) => b.body)).toContain('Vamos verificar.');

    // The invoice kept, with its payer snapshot.
    const [kept] = await db().select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(kept).toMatchObject({ payerDocument: me.user.document, userCode: me.user.code });

    // The audit log and the e-mail to the old address.
    const audit = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'usuario'),
          eq(auditLog.entityId, me.user.code),
          eq(auditLog.action, 'excluir'),
        ),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toMatchObject({ excluidoPor: 'proprio usuario', anunciosRemovidos: 1 });
    expect(JSON.stringify(audit[0])).not.toContain(me.user.email);
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.user.email));
    expect(mail.map((m) => m.template)).toContain('conta-excluida');

    // A second deletion finds nothing.
    const again = await call('POST', ADMIN(me.user.code), (await person({ level: USER_LEVELS.ADMIN })).token);
    expect(again.status).toBe(404);
  });

  it('the same e-mail and document can sign up again', async () => {
    const reg = registration();
    const first = await call('POST', '/api/usuarios/registrar', undefined, reg);
    expect(first.status).toBe(201);
    const [row] = await db().select().from(users).where(eq(users.email, reg.email));
    await db()
      .update(users)
      .set({ passwordHash, validation: 1, emailConfirmedAt: new Date() })
      .where(eq(users.code, row!.code));
    const { token } = await t.app.sessions.createSession(row!.code, false);
    expect((await call('POST', SELF, token, { senha: PASSWORD })).status).toBe(200);
    const second = await call('POST', '/api/usuarios/registrar', undefined, {
      ...registration(),
      email: reg.email,
      documentoUSUARIO: reg.documentoUSUARIO,
    });
    expect(second.status).toBe(201);
    const rows = await db().select().from(users).where(eq(users.email, reg.email));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).not.toBe(row!.code);
  });

  it("the admin's 'Excluir usuário' takes the same path; not their own account; 404 for nobody", async () => {
    const admin = await person({ level: USER_LEVELS.ADMIN });
    const { me, advertiser, ad, conversation } = await richAccount();
    const res = await call('POST', ADMIN(me.user.code), admin.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true, message: M.userDeleted, anunciosRemovidos: 1 });
    const [row] = await db().select().from(users).where(eq(users.code, me.user.code));
    expect(row).toMatchObject({ name: REMOVED_USER_NAME, active: false, passwordHash: null });
    expect(await db().select().from(listings).where(eq(listings.code, ad.code))).toEqual([]);
    await expect(readdir(path.join(uploads, 'anuncios', String(ad.code)))).rejects.toThrow();
    expect((await call('GET', '/api/minha-conta/dados', me.token)).status).toBe(401);
    const thread = await call('GET', `/api/mensagens/${conversation.id}`, advertiser.token);
    expect(thread.body.outro).toMatchObject({ nome: REMOVED_USER_NAME });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, me.user.code), eq(auditLog.action, 'excluir')));
    expect(audit).toMatchObject({
      actorCode: admin.user.code,
      after: expect.objectContaining({ excluidoPor: 'administrador' }),
    });
    const mail = await db().select().from(emailOutbox).where(eq(emailOutbox.to, me.user.email));
    expect(mail.map((m) => m.template)).toContain('conta-excluida');
    // Removed accounts leave the admin's list.
    const listed = await call('GET', `/api/usuarios?q=${encodeURIComponent(me.user.email)}`, admin.token);
    expect(listed.body.total).toBe(0);

    const self = await call('POST', ADMIN(admin.user.code), admin.token);
    expect(self).toMatchObject({ status: 409, body: { message: M.selfDelete } });
    expect((await call('POST', ADMIN(2_000_000_000), admin.token)).status).toBe(404);
    expect((await call('POST', '/api/admin/usuarios/abc/excluir', admin.token)).status).toBe(400);
  });

  it('an admin deletes their own account through the settings, unless they are the last active admin', async () => {
    // Every other admin inactive: this one is the last.
    await db().update(users).set({ active: false }).where(eq(users.level, USER_LEVELS.ADMIN));
    const last = await person({ level: USER_LEVELS.ADMIN });
    const refused = await call('POST', SELF, last.token, { senha: PASSWORD });
    expect(refused).toMatchObject({ status: 409, body: { message: M.lastAdmin } });
    const another = await person({ level: USER_LEVELS.ADMIN });
    const ok = await call('POST', SELF, last.token, { senha: PASSWORD });
    expect(ok.status).toBe(200);
    expect((await call('GET', '/api/usuarios', another.token)).status).toBe(200);
  });
});
