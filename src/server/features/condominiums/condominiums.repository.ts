import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Condominium, CondominiumsQuerySchema } from '#shared/contracts/condominiums.contract.ts';
import type { Db } from '../../db/client.ts';
import { condominiums, condominiumStreets, listingCondominiums, users } from '../../db/schema/index.ts';
import { cepStartsWith, codeOrName, pagedByName, sameName, stateCondition } from '../../lib/name-lookup.ts';
import { andAll, inCodes, inOrderOf, pagedQuery, queryPrepared } from '../../lib/sql.ts';

// Left joins (on keys that always match) so the planner drops the ones a count does not read.
const FROM = sql`condominios k
  left join estados e on e.codigo = k.estado
  left join cidades c on c.codigo = k.cidade
  left join bairros b on b.codigo = k.bairro
  left join ceps p on p.codigo = k.cep
  left join logradouros l on l.codigo = k.logradouro`;

const COLUMNS = sql`k.codigo, k.nome, k.numero, k.estado, k.cidade, k.bairro, k.cep, k.logradouro,
  e.nome as estado_nome, e.sigla, c.nome as cidade_nome, b.nome as bairro_nome, p.numero as cep_numero,
  l.nome as logradouro_nome`;

interface CondominiumRow {
  codigo: number;
  nome: string;
  numero: string;
  estado: number;
  cidade: number;
  bairro: number | null;
  cep: number | null;
  logradouro: number | null;
  estado_nome: string;
  sigla: string;
  cidade_nome: string;
  bairro_nome: string | null;
  cep_numero: string | null;
  logradouro_nome: string | null;
}

/** A condominium's own columns, as the admin's create and edit write them. */
export interface CondominiumValues {
  name: string;
  number: string;
  stateCode: number;
  cityCode: number;
  neighbourhoodCode: number;
  postalCodeCode: number;
  streetCode: number;
}

function toCondominium(r: CondominiumRow): Condominium {
  const estado = { codigoESTADO: r.estado, nomeESTADO: r.estado_nome, sigla: r.sigla };
  const cidade = { codigoCIDADE: r.cidade, nomeCIDADE: r.cidade_nome };
  const bairro = r.bairro === null ? null : { codigoBAIRRO: r.bairro, nomeBAIRRO: r.bairro_nome ?? '' };
  const cep = r.cep === null ? null : { codigoCEP: r.cep, numeroCEP: r.cep_numero ?? '' };
  return {
    codigoCONDOMINIO: r.codigo,
    nomeCONDOMINIO: r.nome,
    numeroCONDOMINIO: r.numero,
    estadoCONDOMINIO: r.estado,
    cidadeCONDOMINIO: r.cidade,
    bairroCONDOMINIO: r.bairro,
    cepCONDOMINIO: r.cep,
    logradouroCONDOMINIO: r.logradouro,
    id: r.codigo,
    nome: r.nome,
    logradouro:
      r.logradouro === null
        ? null
        : {
            codigoLOGRADOURO: r.logradouro,
            nomeLOGRADOURO: r.logradouro_nome ?? '',
            cep,
            bairro,
            cidade,
            estado,
          },
    bairro,
    cep,
    cidade,
    estado,
  };
}

export function createCondominiumsRepository(db: Db) {
  const rowsByCodes = (codes: number[]) =>
    queryPrepared<CondominiumRow>(
      db,
      sql`select ${COLUMNS} from ${FROM} where ${inCodes(sql`k.codigo`, codes)}`,
    );

  return {
    async findCondominiums(q: z.infer<typeof CondominiumsQuerySchema>) {
      const where = andAll([
        cepStartsWith(sql`k.cep`, q.cep),
        codeOrName(sql`k.bairro`, 'bairros', q.bairro),
        codeOrName(sql`k.cidade`, 'cidades', q.cidade),
        stateCondition(sql`k.estado`, q.estado ?? q.uf),
      ]);
      const paging = { page: q.page, limit: q.limit };
      const page = q.nome
        ? await pagedByName<CondominiumRow>(db, {
            table: 'condominios',
            alias: 'k',
            where,
            term: q.nome,
            ...paging,
            rows: { from: FROM, columns: COLUMNS },
            keyOf: (r) => r.codigo,
          })
        : await pagedQuery<CondominiumRow>(db, {
            from: FROM,
            select: COLUMNS,
            where,
            orderBy: sql`k.nome, k.codigo`,
            ...paging,
          });
      return { ...page, data: page.data.map(toCondominium) };
    },

    async getCondominium(code: number): Promise<Condominium | undefined> {
      const [row] = await rowsByCodes([code]);
      return row && toCondominium(row);
    },

    /** In the order asked; absent codes are skipped. */
    async findCondominiumsByCodes(codes: number[]): Promise<Condominium[]> {
      return inOrderOf(codes, await rowsByCodes(codes), (r) => r.codigo).map(toCondominium);
    },

    /**
     * The row's main street, or undefined when absent. Locks the row until the transaction ends,
     * so an edit and a delete of the same condominium run one after the other.
     */
    async lockCondominium(code: number): Promise<{ streetCode: number | null } | undefined> {
      const [row] = await db
        .select({ streetCode: condominiums.streetCode })
        .from(condominiums)
        .where(eq(condominiums.code, code))
        .for('update');
      return row;
    },

    /** Whether another condominium of that name (accents and case aside) is at that street and number. */
    async existsAt(v: CondominiumValues, exceptCode?: number): Promise<boolean> {
      const [row] = await db
        .select({ code: condominiums.code })
        .from(condominiums)
        .where(
          and(
            sameName(sql`${condominiums.searchName}`, v.name),
            eq(condominiums.cityCode, v.cityCode),
            eq(condominiums.streetCode, v.streetCode),
            sql`lower(${condominiums.number}) = lower(${v.number})`,
            exceptCode === undefined ? undefined : ne(condominiums.code, exceptCode),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async insertCondominium(v: CondominiumValues): Promise<number> {
      const [row] = await db.insert(condominiums).values(v).returning({ code: condominiums.code });
      if (!row) throw new Error('condomínio não inserido');
      return row.code;
    },

    async updateCondominium(code: number, v: CondominiumValues, now: Date): Promise<void> {
      await db
        .update(condominiums)
        .set({ ...v, updatedAt: now })
        .where(eq(condominiums.code, code));
    },

    /** Deletes it; its street-number links go with it (on delete cascade). */
    async deleteCondominium(code: number): Promise<void> {
      await db.delete(condominiums).where(eq(condominiums.code, code));
    },

    /** How many ads and users point at it (a delete is refused while any do). */
    async usage(code: number): Promise<{ listings: number; users: number }> {
      // In turn: this runs inside the delete's transaction (one connection, one query at a time).
      const [ads] = await db
        .select({ n: count() })
        .from(listingCondominiums)
        .where(eq(listingCondominiums.condominiumCode, code));
      const [people] = await db.select({ n: count() }).from(users).where(eq(users.condominiumCode, code));
      return { listings: ads?.n ?? 0, users: people?.n ?? 0 };
    },

    /** The street-number link (spec 2 §3) of the condominium on that street, added or renumbered. */
    async saveStreetLink(condominiumCode: number, streetCode: number, number: string): Promise<void> {
      await db
        .insert(condominiumStreets)
        .values({ condominiumCode, streetCode, number })
        .onConflictDoUpdate({
          target: [condominiumStreets.condominiumCode, condominiumStreets.streetCode],
          set: { number },
        });
    },

    async deleteStreetLink(condominiumCode: number, streetCode: number): Promise<void> {
      await db
        .delete(condominiumStreets)
        .where(
          and(
            eq(condominiumStreets.condominiumCode, condominiumCode),
            eq(condominiumStreets.streetCode, streetCode),
          ),
        );
    },
  };
}

export type CondominiumsRepository = ReturnType<typeof createCondominiumsRepository>;
