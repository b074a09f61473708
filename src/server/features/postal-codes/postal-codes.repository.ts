import { eq, sql } from 'drizzle-orm';
import type { CepAddress } from '../../adapters/postal-codes/cep-provider.ts';
import { formatCep } from '../../adapters/postal-codes/cep-provider.ts';
import type { Db } from '../../db/client.ts';
import { postalCodeLookups } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/** A cached answer: the address, or null when the CEP services said the code does not exist. */
export interface CachedLookup {
  address: CepAddress | null;
  fetchedAt: Date;
}

/** The `ceps_consultados` cache and the portal's own CEP/street tables (the fallback). */
export function createPostalCodesRepository(db: Db) {
  return {
    async findCached(cep: string): Promise<CachedLookup | undefined> {
      const [row] = await db.select().from(postalCodeLookups).where(eq(postalCodeLookups.postalCode, cep));
      if (!row) return undefined;
      return {
        address: row.answer ? { cep: formatCep(cep), ...row.answer } : null,
        fetchedAt: row.fetchedAt,
      };
    },

    async saveCached(cep: string, address: CepAddress | null, fetchedAt: Date): Promise<void> {
      const answer = address
        ? {
            logradouro: address.logradouro,
            complemento: address.complemento,
            bairro: address.bairro,
            localidade: address.localidade,
            uf: address.uf,
            ddd: address.ddd,
          }
        : null;
      await db
        .insert(postalCodeLookups)
        .values({ postalCode: cep, answer, fetchedAt })
        .onConflictDoUpdate({ target: postalCodeLookups.postalCode, set: { answer, fetchedAt } });
    },

    /**
     * Adds a CEP service's answer to the portal's own tables (DESIGN.md §1: neighbourhoods, CEPs and
     * streets grow from CEP look-ups), so the fallback and the condominium forms know it later.
     * Only when its city is known (by name and UF); what exists already is kept as it is.
     */
    async learn(cep: string, a: CepAddress): Promise<void> {
      await db.transaction(async (tx) => {
        const [city] = await queryRows<{ codigo: number }>(
          tx,
          sql`select c.codigo from cidades c join estados e on e.codigo = c.estado
               where e.sigla = ${a.uf} and c.nome_busca = public.immutable_unaccent(lower(${a.localidade}))
               order by c.codigo limit 1`,
        );
        if (!city) return;
        let hood: number | null = null;
        if (a.bairro) {
          const [row] = await queryRows<{ codigo: number }>(
            tx,
            sql`insert into bairros (nome, cidade) values (${a.bairro}, ${city.codigo})
                on conflict (cidade, nome) do update set nome = excluded.nome returning codigo`,
          );
          hood = row?.codigo ?? null;
        }
        await tx.execute(
          sql`insert into ceps (numero, cidade, bairro) values (${cep}, ${city.codigo}, ${hood})
              on conflict (numero) do nothing`,
        );
        if (!a.logradouro) return;
        await tx.execute(
          sql`insert into logradouros (nome, cep, bairro, cidade)
              select ${a.logradouro}, p.codigo, coalesce(p.bairro, ${hood}), p.cidade from ceps p
               where p.numero = ${cep}
                 and not exists (select 1 from logradouros l where l.cep = p.codigo
                                  and l.nome_busca = public.immutable_unaccent(lower(${a.logradouro})))`,
        );
      });
    },

    /**
     * The address the portal's own tables hold for a code (CEP -> its neighbourhood, city and
     * state; the first street on it), or undefined. No DDD there: answered as ''.
     */
    async findLocal(cep: string): Promise<CepAddress | undefined> {
      const [row] = await queryRows<{
        logradouro: string | null;
        bairro: string | null;
        cidade: string;
        uf: string;
      }>(
        db,
        sql`select (select l.nome from logradouros l where l.cep = p.codigo order by l.codigo limit 1) as logradouro,
                   b.nome as bairro, c.nome as cidade, e.sigla as uf
              from ceps p
              join cidades c on c.codigo = p.cidade
              join estados e on e.codigo = c.estado
              left join bairros b on b.codigo = p.bairro
             where p.numero = ${cep}
             limit 1`,
      );
      if (!row) return undefined;
      return {
        cep: formatCep(cep),
        logradouro: row.logradouro ?? '',
        complemento: '',
        bairro: row.bairro ?? '',
        localidade: row.cidade,
        uf: row.uf,
        ddd: '',
      };
    },
  };
}

export type PostalCodesRepository = ReturnType<typeof createPostalCodesRepository>;
