import { count, desc, eq } from 'drizzle-orm';
import type {
  CondominiumSuggestion,
  CondominiumSuggestionRequest,
} from '#shared/contracts/profile.contract.ts';
import type { Db } from '../../db/client.ts';
import { condominiumSuggestions, users } from '../../db/schema/index.ts';
import { pageEnvelope } from '../../lib/sql.ts';

type Status = CondominiumSuggestion['status'];

const SELECTION = { s: condominiumSuggestions, userName: users.name, userEmail: users.email };

function toSuggestion({
  s,
  userName,
  userEmail,
}: {
  s: typeof condominiumSuggestions.$inferSelect;
  userName: string;
  userEmail: string;
}): CondominiumSuggestion {
  return {
    id: s.id,
    usuario: s.userCode,
    nomeUsuario: userName,
    emailUsuario: userEmail,
    nome: s.name,
    cep: s.postalCode,
    logradouro: s.street,
    numero: s.number,
    bairro: s.neighbourhood,
    cidade: s.city,
    uf: s.uf,
    observacao: s.note,
    status: s.status,
    criadoEm: s.createdAt.toISOString(),
  };
}

/** Condominium suggestions sent from the settings page (`sugestoes_condominio`). */
export function createCondominiumSuggestionsRepository(db: Db) {
  return {
    async insert(userCode: number, s: CondominiumSuggestionRequest): Promise<number> {
      const [row] = await db
        .insert(condominiumSuggestions)
        .values({
          userCode,
          name: s.nome,
          postalCode: s.cep ?? null,
          street: s.logradouro ?? '',
          number: s.numero ?? '',
          neighbourhood: s.bairro ?? '',
          city: s.cidade ?? '',
          uf: s.uf ?? null,
          note: s.observacao ?? '',
        })
        .returning({ id: condominiumSuggestions.id });
      if (!row) throw new Error('sugestão não inserida');
      return row.id;
    },

    /** Newest first, with who sent each. */
    async list(q: { page: number; limit: number; status?: Status }) {
      const where = q.status ? eq(condominiumSuggestions.status, q.status) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select(SELECTION)
          .from(condominiumSuggestions)
          .innerJoin(users, eq(users.code, condominiumSuggestions.userCode))
          .where(where)
          .orderBy(desc(condominiumSuggestions.createdAt), desc(condominiumSuggestions.id))
          .limit(q.limit)
          .offset((q.page - 1) * q.limit),
        db.select({ n: count() }).from(condominiumSuggestions).where(where),
      ]);
      return pageEnvelope(rows.map(toSuggestion), total?.n ?? 0, q.page, q.limit);
    },

    /** One suggestion with who sent it; `forUpdate` locks it until the transaction ends. */
    async get(id: number, opts: { forUpdate?: boolean } = {}): Promise<CondominiumSuggestion | undefined> {
      const query = db
        .select(SELECTION)
        .from(condominiumSuggestions)
        .innerJoin(users, eq(users.code, condominiumSuggestions.userCode))
        .where(eq(condominiumSuggestions.id, id));
      const [row] = opts.forUpdate ? await query.for('update', { of: condominiumSuggestions }) : await query;
      return row && toSuggestion(row);
    },

    async setStatus(id: number, status: Status): Promise<void> {
      await db.update(condominiumSuggestions).set({ status }).where(eq(condominiumSuggestions.id, id));
    },
  };
}

export type CondominiumSuggestionsRepository = ReturnType<typeof createCondominiumSuggestionsRepository>;
