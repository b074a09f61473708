import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CategoriesQuerySchema,
  Category,
  SubcategoriesQuerySchema,
  Subcategory,
} from '#shared/contracts/catalogue.contract.ts';
import type { Db } from '../../db/client.ts';
import { andAll, queryRows } from '../../lib/sql.ts';

export function createCatalogueRepository(db: Db) {
  return {
    findCategories(q: z.infer<typeof CategoriesQuerySchema>) {
      return queryRows<Category>(
        db,
        sql`select codigo as "codigoCATEGORIA", nome as "nomeCATEGORIA", tipo as "tipoCATEGORIA", ativo as "ativoCATEGORIA"
            from categorias
            where ${andAll([q.tipo ? sql`tipo = ${q.tipo}` : undefined, q.ativo === undefined ? undefined : sql`ativo = ${q.ativo}`])}
            order by tipo, nome`,
      );
    },

    findSubcategories(q: z.infer<typeof SubcategoriesQuerySchema>) {
      return queryRows<Subcategory>(
        db,
        sql`select s.codigo as "codigoSUBCATEGORIA", s.categoria as "categoriaSUBCATEGORIA", s.nome as "nomeSUBCATEGORIA",
                   s.slug as "slugSUBCATEGORIA", s.ativo as "ativoSUBCATEGORIA"
            from subcategorias s join categorias c on c.codigo = s.categoria
            where ${andAll([
              q.categoria ? sql`s.categoria = ${q.categoria}` : undefined,
              q.tipo ? sql`c.tipo = ${q.tipo}` : undefined,
              q.ativo === undefined ? undefined : sql`s.ativo = ${q.ativo}`,
            ])}
            order by c.nome, s.nome`,
      );
    },
  };
}
