import { and, desc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { dataExports, users } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/**
 * The statements of "Meus dados" (issue 36 item 2, ADR 025): the exports' rows, and the reads
 * that gather what NC holds about one user. Those reads answer rows as JSON under the database's
 * own (Portuguese) column names, minus what is not the user's data or is a secret (the password
 * hash, the search document, the unsubscribe token's hash).
 */

export type ExportRow = typeof dataExports.$inferSelect;

type Json = Record<string, unknown>;

/** The user's data, as data.json holds it (photos apart, in the ZIP). */
export interface UserData {
  perfil: Json | null;
  anuncios: Json[];
  favoritos: Json[];
  buscasSalvas: Json[];
  conversas: Json[];
  tickets: Json[];
  faturas: Json[];
}

/** One photo of the user's ads: where it is stored, and its ad and place. */
export interface PhotoRow {
  listingCode: number;
  position: number;
  url: string;
}

export function createDataExportRepository(db: Db) {
  const rowsOf = async (query: ReturnType<typeof sql>): Promise<Json[]> =>
    (await queryRows<{ j: Json }>(db, query)).map((r) => r.j);

  return {
    /** The user's row, locked to the end of the transaction (two requests at once wait in turn). */
    async lockUser(userCode: number): Promise<void> {
      await db.select({ code: users.code }).from(users).where(eq(users.code, userCode)).for('update');
    },

    async latest(userCode: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(eq(dataExports.userCode, userCode))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row;
    },

    /** The latest export that counts for the once-a-day limit (a failed one does not). */
    async latestCounted(userCode: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.userCode, userCode), sql`${dataExports.status} <> 'falhou'`))
        .orderBy(desc(dataExports.createdAt), desc(dataExports.id))
        .limit(1);
      return row;
    },

    /** The user's export `id`; undefined for anyone else's. */
    async getOwned(userCode: number, id: number): Promise<ExportRow | undefined> {
      const [row] = await db
        .select()
        .from(dataExports)
        .where(and(eq(dataExports.id, id), eq(dataExports.userCode, userCode)));
      return row;
    },

    async get(id: number): Promise<ExportRow | undefined> {
      const [row] = await db.select().from(dataExports).where(eq(dataExports.id, id));
      return row;
    },

    async insert(userCode: number, now: Date): Promise<ExportRow> {
      const [row] = await db
        .insert(dataExports)
        .values({ userCode, status: 'pendente', createdAt: now })
        .returning();
      if (!row) throw new Error('exportação não criada');
      return row;
    },

    /** False when the row is gone (the account was deleted while its export was built). */
    async markReady(
      id: number,
      file: string,
      bytes: number,
      readyAt: Date,
      expiresAt: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(dataExports)
        .set({ status: 'pronta', file, bytes, readyAt, expiresAt })
        .where(and(eq(dataExports.id, id), eq(dataExports.status, 'pendente')))
        .returning({ id: dataExports.id });
      return rows.length > 0;
    },

    async markFailed(id: number): Promise<void> {
      await db.update(dataExports).set({ status: 'falhou' }).where(eq(dataExports.id, id));
    },

    /** Ready exports past their expiry whose file is still stored. */
    async expiredWithFiles(now: Date): Promise<{ id: number; file: string }[]> {
      const rows = await db
        .select({ id: dataExports.id, file: dataExports.file })
        .from(dataExports)
        .where(and(isNotNull(dataExports.file), lte(dataExports.expiresAt, now)));
      return rows.flatMap((r) => (r.file ? [{ id: r.id, file: r.file }] : []));
    },

    async clearFile(id: number): Promise<void> {
      await db.update(dataExports).set({ file: null }).where(eq(dataExports.id, id));
    },

    /** The user's e-mail and name, for the "ready" e-mail. */
    async contact(userCode: number): Promise<{ name: string; email: string; removed: boolean } | undefined> {
      const [row] = await db
        .select({ name: users.name, email: users.email, removedAt: users.removedAt })
        .from(users)
        .where(eq(users.code, userCode));
      return row && { name: row.name, email: row.email, removed: row.removedAt !== null };
    },

    /** Everything NC holds about the user, by table (what data.json lists). */
    async userData(userCode: number): Promise<UserData> {
      const [perfil] = await rowsOf(
        sql`select to_jsonb(u) - 'senha_hash' as j from usuarios u where u.codigo = ${userCode}`,
      );
      const anuncios = await rowsOf(sql`
        select (to_jsonb(a) - 'busca') || jsonb_build_object(
                 'categoria_nome', (select c.nome from categorias c where c.codigo = a.categoria),
                 'subcategoria_nome', (select s.nome from subcategorias s where s.codigo = a.subcategoria),
                 'condominios', coalesce((select jsonb_agg(jsonb_build_object('codigo', co.codigo, 'nome', co.nome) order by co.nome)
                                            from anuncio_condominios ac join condominios co on co.codigo = ac.condominio
                                           where ac.anuncio = a.codigo), '[]'::jsonb),
                 'imagens', coalesce((select jsonb_agg(jsonb_build_object('ordem', i.ordem, 'url', i.url, 'criado_em', i.criado_em) order by i.ordem, i.codigo)
                                        from anuncio_imagens i where i.anuncio = a.codigo), '[]'::jsonb)
               ) as j
          from anuncios a where a.anunciante = ${userCode} order by a.codigo`);
      const favoritos = await rowsOf(sql`
        select jsonb_build_object('anuncio', f.anuncio, 'titulo', a.titulo, 'criado_em', f.criado_em) as j
          from favoritos f join anuncios a on a.codigo = f.anuncio
         where f.usuario = ${userCode} order by f.criado_em`);
      const buscasSalvas = await rowsOf(sql`
        select to_jsonb(b) - 'token_cancelar_hash' - 'usuario' as j
          from buscas_salvas b where b.usuario = ${userCode} order by b.id`);
      // Each conversation with the other party by name only, and who wrote each message.
      const conversas = await rowsOf(sql`
        select jsonb_build_object(
                 'id', c.id, 'anuncio', c.anuncio, 'titulo', c.titulo,
                 'papel', case when c.interessado = ${userCode} then 'interessado' else 'anunciante' end,
                 'outra_parte', (select o.nome from usuarios o
                                  where o.codigo = case when c.interessado = ${userCode} then c.anunciante else c.interessado end),
                 'criada_em', c.criado_em,
                 'mensagens', coalesce((select jsonb_agg(jsonb_build_object(
                                  'de', case when m.remetente = ${userCode} then 'eu' else 'outra parte' end,
                                  'conteudo', m.conteudo, 'criada_em', m.criado_em) order by m.id)
                                from conversa_mensagens m where m.conversa = c.id), '[]'::jsonb)
               ) as j
          from conversas c
         where c.interessado = ${userCode} or c.anunciante = ${userCode}
         order by c.id`);
      const tickets = await rowsOf(sql`
        select (to_jsonb(t) - 'usuario') || jsonb_build_object(
                 'mensagens', coalesce((select jsonb_agg(jsonb_build_object(
                                  'de', case when m.de = 'user' then 'eu' else 'equipe NC' end,
                                  'corpo', m.corpo, 'criada_em', m.criado_em) order by m.id)
                                from ticket_mensagens m where m.ticket = t.id), '[]'::jsonb)
               ) as j
          from tickets t where t.usuario = ${userCode} order by t.id`);
      const faturas = await rowsOf(sql`
        select to_jsonb(f) - 'usuario' - 'estornada_por' as j
          from faturas f where f.usuario = ${userCode} order by f.numero`);
      return { perfil: perfil ?? null, anuncios, favoritos, buscasSalvas, conversas, tickets, faturas };
    },

    /** The photos of the user's ads (the large WebP of each), in the ads' order. */
    async photos(userCode: number): Promise<PhotoRow[]> {
      return queryRows<PhotoRow>(
        db,
        sql`select i.anuncio as "listingCode", i.ordem as "position", i.url
              from anuncio_imagens i join anuncios a on a.codigo = i.anuncio
             where a.anunciante = ${userCode}
             order by i.anuncio, i.ordem, i.codigo`,
      );
    },
  };
}

export type DataExportRepository = ReturnType<typeof createDataExportRepository>;
