import { eq, sql } from 'drizzle-orm';
import type { CepAddress } from '../../adapters/postal-codes/cep-provider.ts';
import { formatCep } from '../../adapters/postal-codes/cep-provider.ts';
import type { Db } from '../../db/client.ts';
import { postalCodeLookups } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

/** A cached answer: the address, or null when ViaCEP said the code does not exist. */
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
