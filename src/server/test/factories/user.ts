import { USER_LEVELS, USER_TYPES } from '#shared/constants.ts';
import { cnpjFromBase, cpfFromBase } from '#shared/lib/documents.ts';
import type { Db } from '#server/db/client.ts';
import { users } from '#server/db/schema/index.ts';
import { nextSequence, pad } from './sequence.ts';

export type NewUser = typeof users.$inferInsert;
export type User = typeof users.$inferSelect;

/**
 * An active, confirmed advertiser (PF unless `personKind: 'pj'`), with a unique e-mail and a
 * check-digit-valid document. CPF bases start with 8 and CNPJ roots with 9, which the demo seed
 * never uses, so factories and seeded data can share a database.
 * @public Factory API (STYLE.md §6), see index.ts.
 */
export function buildUser(overrides: Partial<NewUser> = {}): NewUser {
  const n = nextSequence();
  const personKind = overrides.personKind ?? 'pf';
  const isPf = personKind === 'pf';
  return {
    name: isPf ? 'Maria' : `Empresa Teste ${n} Ltda`,
    surname: isPf ? `Teste ${n}` : '',
    email: `anunciante${n}@teste.nc.local`,
    personKind,
    document: isPf ? cpfFromBase(`8${pad(n, 8)}`) : cnpjFromBase(`9${pad(n, 7)}0001`),
    passwordHash: null,
    whatsapp: '11987654321',
    ddd: '11',
    postalCode: '04089001',
    street: 'Alameda dos Maracatins',
    streetNumber: '100',
    neighbourhood: 'Moema',
    city: 'São Paulo',
    uf: 'SP',
    showAddress: true,
    level: USER_LEVELS.ANUNCIANTE,
    type: isPf ? USER_TYPES.PF : USER_TYPES.PJ,
    active: true,
    validation: 1,
    emailConfirmedAt: new Date(),
    ...overrides,
  };
}

export async function insertUser(db: Db, overrides: Partial<NewUser> = {}): Promise<User> {
  const [row] = await db.insert(users).values(buildUser(overrides)).returning();
  if (!row) throw new Error('insertUser: nenhuma linha inserida');
  return row;
}
