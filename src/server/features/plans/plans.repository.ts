import { and, asc, desc, eq } from 'drizzle-orm';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';

/** The columns of a plan as the contract names them (valorPLANO is computed from the cents). */
const PLAN_COLUMNS = {
  codigoPLANO: plans.code,
  nome: plans.name,
  slug: plans.slug,
  preco_centavos: plans.priceCents,
  periodo_meses: plans.periodMonths,
  tempoPLANO: plans.days,
  destaque: plans.highlighted,
  descricao: plans.description,
  atributos: plans.attributes,
  tipoUsuario: plans.userType,
  origem: plans.origin,
  gratis: plans.freeTrial,
};

const toPlan = (r: Omit<Plan, 'valorPLANO'>): Plan => ({ ...r, valorPLANO: r.preco_centavos / 100 });

export function createPlansRepository(db: Db) {
  return {
    async findPlans(userType?: 2 | 3): Promise<Plan[]> {
      const rows = await db
        .select(PLAN_COLUMNS)
        .from(plans)
        .where(and(eq(plans.active, true), userType ? eq(plans.userType, userType) : undefined))
        .orderBy(asc(plans.userType), asc(plans.sortOrder), desc(plans.priceCents));
      return rows.map(toPlan);
    },
    async getPlanBySlug(slug: string): Promise<Plan | undefined> {
      const [row] = await db
        .select(PLAN_COLUMNS)
        .from(plans)
        .where(and(eq(plans.slug, slug), eq(plans.active, true)));
      return row && toPlan(row);
    },
  };
}
