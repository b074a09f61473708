import { sql } from 'drizzle-orm';
import type { Plan } from '#shared/contracts/plans.contract.ts';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/sql.ts';

const PLAN_COLUMNS = sql`codigo as "codigoPLANO", nome, slug, preco_centavos, preco_centavos / 100.0 as "valorPLANO",
  periodo_meses, dias as "tempoPLANO", destaque, descricao, atributos, tipo_usuario as "tipoUsuario", origem, gratis`;

type PlanRow = Omit<Plan, 'valorPLANO'> & { valorPLANO: number | string };
// numeric division comes back as a string from node-postgres and a number from PGlite.
const toPlan = (r: PlanRow): Plan => ({ ...r, valorPLANO: Number(r.valorPLANO) });

export function createPlansRepository(db: Db) {
  return {
    async findPlans(userType?: 2 | 3): Promise<Plan[]> {
      const where = userType ? sql`ativo and tipo_usuario = ${userType}` : sql`ativo`;
      const result = await queryRows<PlanRow>(
        db,
        sql`select ${PLAN_COLUMNS} from planos where ${where} order by tipo_usuario, ordem, preco_centavos desc`,
      );
      return result.map(toPlan);
    },
    async getPlanBySlug(slug: string): Promise<Plan | undefined> {
      const [row] = await queryRows<PlanRow>(
        db,
        sql`select ${PLAN_COLUMNS} from planos where slug = ${slug} and ativo`,
      );
      return row && toPlan(row);
    },
  };
}
