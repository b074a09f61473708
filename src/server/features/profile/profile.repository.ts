import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { condominiums, users } from '../../db/schema/index.ts';
import { queryRows } from '../../lib/sql.ts';

export type UserRow = typeof users.$inferSelect;
/** The columns the settings page may change (never pessoa, document, e-mail, level, active, password). */
export type ProfileChanges = Partial<
  Pick<
    typeof users.$inferInsert,
    | 'name'
    | 'surname'
    | 'whatsapp'
    | 'ddd'
    | 'instagram'
    | 'facebook'
    | 'linkedin'
    | 'tiktok'
    | 'linktree'
    | 'site'
    | 'postalCode'
    | 'street'
    | 'streetNumber'
    | 'complement'
    | 'neighbourhood'
    | 'city'
    | 'uf'
    | 'showAddress'
    | 'messageEmails'
    | 'weeklySummary'
    | 'condominiumCode'
  >
>;

/** A condominium's address in words, as the profile stores it. */
export interface CondominiumAddress {
  name: string;
  number: string;
  postalCode: string | null;
  street: string | null;
  neighbourhood: string | null;
  city: string;
  uf: string;
}

export function createProfileRepository(db: Db) {
  return {
    async findUser(code: number): Promise<{ user: UserRow; condominiumName: string | null } | undefined> {
      const [row] = await db
        .select({ user: users, condominiumName: condominiums.name })
        .from(users)
        .leftJoin(condominiums, eq(condominiums.code, users.condominiumCode))
        .where(eq(users.code, code));
      return row;
    },

    /**
     * The condominium's address: its own street, CEP and neighbourhood, else its street's (a
     * condominium saved with only a street).
     */
    async findCondominiumAddress(code: number): Promise<CondominiumAddress | undefined> {
      const [row] = await queryRows<CondominiumAddress>(
        db,
        sql`select c.nome as name, c.numero as number,
                   coalesce(p.numero, lp.numero) as "postalCode", l.nome as street,
                   coalesce(b.nome, lb.nome) as neighbourhood, ci.nome as city, e.sigla as uf
              from condominios c
              join cidades ci on ci.codigo = c.cidade
              join estados e on e.codigo = c.estado
              left join logradouros l on l.codigo = c.logradouro
              left join ceps p on p.codigo = c.cep
              left join ceps lp on lp.codigo = l.cep
              left join bairros b on b.codigo = c.bairro
              left join bairros lb on lb.codigo = l.bairro
             where c.codigo = ${code}`,
      );
      return row;
    },

    async updateUser(code: number, changes: ProfileChanges, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.code, code));
    },
  };
}

export type ProfileRepository = ReturnType<typeof createProfileRepository>;
